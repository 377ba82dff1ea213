/** Page sizes every list uses; kept apart from the schemas so the web can import them without zod. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The generic failure text, in a module of its own: the app's entry shows it without loading every text. */
export const GENERIC_ERROR = 'Hubo un error.';

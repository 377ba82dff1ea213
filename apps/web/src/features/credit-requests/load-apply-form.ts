/** The public application form: its code (react-hook-form, zod, Mantine inputs) is not in the landing's first load. */
export const loadApplyForm = () => import('./apply-form');

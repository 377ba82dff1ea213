/** The public application form: its code (react-hook-form, zod, Mantine inputs) is not in the landing's first load. */
export const loadApplyForm = () =>
  // The landing paints without Mantine's component styles: they arrive with the form that uses them.
  Promise.all([import('./apply-form'), import('../../app/mantine-styles')]).then(([form]) => form);

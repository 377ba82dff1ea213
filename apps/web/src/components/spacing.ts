/** Mantine's spacing scale, for the few margins our plain components take as props. */
export type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** The CSS value of a spacing, or undefined for none. */
export const spacing = (key: Spacing | undefined) => key && `var(--mantine-spacing-${key})`;

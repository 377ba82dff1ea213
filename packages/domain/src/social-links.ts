// Plain constants, no zod: the landing's build-time markup and the server that fills it both read them.

/** The networks the landing's footer can link to, in the order it shows them. */
export const socialNetworks = [
  { key: 'instagram', label: 'Instagram' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'x', label: 'X' },
  { key: 'whatsapp', label: 'WhatsApp' },
] as const;

export type SocialNetwork = (typeof socialNetworks)[number]['key'];

/** The cooperative's profiles (SOCIAL_* in the server's configuration); a network left out shows no link. */
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/**
 * The contract between the landing's build and the server: the footer is rendered with a
 * `<nav data-social-links>` holding one `<a data-social="…">` per network and no href; the server
 * writes the configured href into each, drops the others, and the nav itself when none is left.
 */
export const SOCIAL_NAV_ATTRIBUTE = 'data-social-links';
export const SOCIAL_LINK_ATTRIBUTE = 'data-social';

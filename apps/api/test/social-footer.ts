/** The landing's footer as landing-footer.tsx renders it at build time: every network's link, no address. */
export const socialFooter = `<footer><nav class="landing-socials" aria-label="Redes sociales" data-social-links="">${[
  'instagram',
  'facebook',
  'x',
  'whatsapp',
]
  .map(
    (network) =>
      `<a data-social="${network}" class="landing-social" target="_blank" rel="noopener noreferrer" aria-label="${network}"><svg aria-hidden="true"><path d="M4 4l16 16"></path></svg></a>`,
  )
  .join('')}</nav></footer>`;

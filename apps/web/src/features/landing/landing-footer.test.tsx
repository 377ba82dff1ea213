import { renderToStaticMarkup } from 'react-dom/server';
import { SOCIAL_LINK_ATTRIBUTE, SOCIAL_NAV_ATTRIBUTE, socialNetworks } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { LandingFooter } from './landing-footer';

describe("the landing footer's build-time markup", () => {
  it('holds one link per network, without an address, for the server to fill in (app-page.ts)', () => {
    const html = renderToStaticMarkup(<LandingFooter />);
    // The exact shape the server looks for: the attribute written empty, each link's network by name.
    expect(html).toContain(`aria-label="Redes sociales" ${SOCIAL_NAV_ATTRIBUTE}=""`);
    const footer = document.createElement('div');
    footer.innerHTML = html;
    const links = [...footer.querySelectorAll(`nav[${SOCIAL_NAV_ATTRIBUTE}] > a`)];
    expect(links.map((a) => a.getAttribute(SOCIAL_LINK_ATTRIBUTE))).toEqual(socialNetworks.map((n) => n.key));
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual(socialNetworks.map((n) => n.label));
    for (const a of links) {
      expect(a.hasAttribute('href')).toBe(false);
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});

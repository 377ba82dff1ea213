import { IconBrandFacebook, IconBrandInstagram, IconBrandWhatsapp, IconBrandX } from '@tabler/icons-react';
import {
  SOCIAL_LINK_ATTRIBUTE,
  SOCIAL_NAV_ATTRIBUTE,
  businessYear,
  socialNetworks,
  type SocialNetwork,
} from '@app/domain';

const icons: Record<SocialNetwork, typeof IconBrandX> = {
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
  x: IconBrandX,
  whatsapp: IconBrandWhatsapp,
};

/**
 * Every network's link without an address: the server writes in the cooperative's profiles
 * (SOCIAL_* in its configuration) when it serves the page, and removes the rest (app-pages.ts).
 */
export function LandingFooter() {
  return (
    <footer className="landing-footer">
      <div className="landing-container landing-footer-row">
        <p className="landing-muted">© {businessYear()} Préstamos para transportistas</p>
        <nav className="landing-socials" aria-label="Redes sociales" {...{ [SOCIAL_NAV_ATTRIBUTE]: '' }}>
          {socialNetworks.map(({ key, label }) => {
            const Icon = icons[key];
            return (
              <a
                key={key}
                {...{ [SOCIAL_LINK_ATTRIBUTE]: key }}
                className="landing-social"
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                title={label}
              >
                <Icon size={22} aria-hidden />
              </a>
            );
          })}
        </nav>
      </div>
    </footer>
  );
}

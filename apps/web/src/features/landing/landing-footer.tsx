import { businessYear } from '@app/domain';
import { IconBrandFacebook, IconBrandInstagram, IconBrandWhatsapp, IconBrandX } from '@tabler/icons-react';

// The organisation's real profiles are not in the spec yet: replace these when they are known.
const socialLinks = [
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: IconBrandInstagram },
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: IconBrandFacebook },
  { label: 'X', href: 'https://x.com/', icon: IconBrandX },
  { label: 'WhatsApp', href: 'https://wa.me/', icon: IconBrandWhatsapp },
];

export function LandingFooter() {
  return (
    <footer className="landing-footer">
      <div className="landing-container landing-footer-row">
        <p className="landing-muted">© {businessYear()} Préstamos para transportistas</p>
        <nav className="landing-socials" aria-label="Redes sociales">
          {socialLinks.map(({ label, href, icon: Icon }) => (
            <a
              key={label}
              className="landing-social"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label}
              title={label}
            >
              <Icon size={22} aria-hidden />
            </a>
          ))}
        </nav>
      </div>
    </footer>
  );
}

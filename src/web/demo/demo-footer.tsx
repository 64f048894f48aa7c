import { Link } from 'react-router';
import { FOOTER_EXTERNAL, SOCIAL_PROFILES } from './demo-links';
import { Hint } from './ui/hint';
import { SocialIcon } from './ui/social-icon';

export function DemoFooter() {
  return (
    <footer className="demo-footer border-top py-5 mt-5">
      <div className="container">
        <nav aria-label="Footer" className="d-flex flex-wrap justify-content-center gap-4 mb-4">
          <Link to="/index">Home</Link>
          <Link to="/landing-page">Landing</Link>
          <Link to="/register-page">Register</Link>
          <Link to="/profile-page">Profile</Link>
          {FOOTER_EXTERNAL.map((link) => (
            <a key={link.label} href={link.href} target="_blank" rel="noopener">
              {link.label}
            </a>
          ))}
        </nav>
        <div className="d-flex justify-content-center gap-3 mb-3">
          {SOCIAL_PROFILES.map((profile) => (
            <Hint key={profile.network} text={profile.tooltip}>
              <a
                href={profile.href}
                target="_blank"
                rel="noopener"
                aria-label={profile.label}
                className="demo-social btn btn-outline-secondary rounded-circle"
              >
                <SocialIcon network={profile.network} />
              </a>
            </Hint>
          ))}
        </div>
        <p className="text-center text-body-secondary small mb-0">
          Wabe UI Kit — placeholder pages that ship with the Hofladen shop.
        </p>
      </div>
    </footer>
  );
}

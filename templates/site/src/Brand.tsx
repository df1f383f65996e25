import { Link } from './routing.js';
import { useIndex } from './data.js';

/** The site title (after the logo, when `pamdocs.yaml` names one), linking to the landing page. */
export function Brand() {
  const { hero } = useIndex();
  return (
    <Link to="/" className="brand">
      {hero.logo && <img src={hero.logo} alt="" className="logo" height={24} />}
      {hero.siteTitle}
    </Link>
  );
}

/** The footer line of `pamdocs.yaml`, or nothing when it has none. */
export function SiteFooter() {
  const { footer } = useIndex().branding;
  if (!footer) return null;
  return (
    <footer className="site-footer">
      <p className="wrap">{footer}</p>
    </footer>
  );
}

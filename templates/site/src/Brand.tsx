import { Link } from './routing.js';
import { useIndex } from './data.js';

/** The site title (after the logo, when `pamdocs.yaml` names one), linking to the landing page; a long one wraps or ends in an ellipsis. */
export function Brand() {
  const { hero } = useIndex();
  return (
    // The title attribute holds the whole title where the header has room for part of it only (styles/base.css, .brand-title).
    <Link to="/" className="brand" title={hero.siteTitle}>
      {hero.logo && <img src={hero.logo} alt="" className="logo" height={24} />}
      <span className="brand-title">{hero.siteTitle}</span>
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

import { Link } from 'react-router';

/**
 * The Wordreel wordmark: a caption bar with the active word in the accent green. `reloadDocument`
 * loads the page whole (from a page whose own code failed, the app's navigation would fail again).
 */
export function Logo({ to = '/', reloadDocument = false }: { to?: string; reloadDocument?: boolean }) {
  return (
    <Link to={to} className="logo" aria-label="Wordreel home" reloadDocument={reloadDocument}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect
          x="1"
          y="1"
          width="30"
          height="30"
          rx="8"
          fill="#110d24"
          stroke="#ffffff"
          strokeOpacity="0.35"
        />
        <rect x="6" y="13" width="8" height="6" rx="2" fill="#ffffff" />
        <rect x="16" y="13" width="10" height="6" rx="2" fill="#39e508" />
      </svg>
      <span className="logo-text">Wordreel</span>
    </Link>
  );
}

import { useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useCurrentUser } from '../../lib/auth.tsx';
import { Logo } from './logo.tsx';
import './site-header.css';

const NAV = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/about-us', label: 'About Us' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/services', label: 'Services' },
];

/** The public header: spec section 2's links plus the sign-up call to action. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const { user } = useCurrentUser();
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Logo />
        <button
          type="button"
          ref={toggle}
          className="site-header-toggle icon-btn"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen((v) => !v)}
        >
          <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path
              d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <nav
          id="site-nav"
          className={`site-nav${open ? ' is-open' : ''}`}
          aria-label="Main"
          onKeyDown={(e) => {
            // Escape closes the phone menu and gives focus back to its button.
            if (e.key === 'Escape' && open) {
              close();
              toggle.current?.focus();
            }
          }}
        >
          <ul className="site-nav-links">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="site-nav-actions">
            {user ? (
              <Link to="/project" className="btn btn-primary" onClick={close}>
                My projects
              </Link>
            ) : (
              <>
                <Link to="/login" className="btn btn-ghost" onClick={close}>
                  Log in
                </Link>
                <Link to="/signup" className="btn btn-primary" onClick={close}>
                  Register for free
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}

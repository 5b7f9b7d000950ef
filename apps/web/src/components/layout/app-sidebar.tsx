import { NavLink } from 'react-router';
import { useCurrentUser } from '../../lib/auth.tsx';
import { Logo } from './logo.tsx';
import './app-sidebar.css';

const ITEMS = [
  { to: '/project', label: 'Projects', icon: 'M4 5h16v14H4zM10 9l5 3-5 3z' },
  {
    to: '/profile',
    label: 'Profile',
    icon: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 20c1.5-4 4.5-6 8-6s6.5 2 8 6',
  },
  { to: '/api-config', label: 'API Config', icon: 'M8 9l-4 3 4 3M16 9l4 3-4 3M13.5 6l-3 12' },
];

/** Navigation for signed-in pages; a row of tabs on phones, a column on wider screens. */
export function AppSidebar() {
  const { user } = useCurrentUser();
  return (
    <aside className="app-sidebar">
      <div className="app-sidebar-logo">
        <Logo to="/project" />
      </div>
      <nav aria-label="Account">
        <ul className="app-sidebar-links">
          {ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to}>
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    d={item.icon}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinejoin="round"
                  />
                </svg>
                <span>{item.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {user && (
        <p className="app-sidebar-user" title={user.email}>
          Signed in as <strong>{user.email}</strong>
        </p>
      )}
    </aside>
  );
}

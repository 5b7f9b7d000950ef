import { Link } from 'react-router';
import { Logo } from './logo.tsx';
import './site-footer.css';

type FooterLink = { label: string } & ({ to: string; href?: never } | { href: string; to?: never });

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Company',
    links: [
      { to: '/about-us', label: 'About Us' },
      { to: '/contact-us', label: 'Contact Us' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/careers', label: 'Careers' },
      { to: '/blogs', label: 'Blogs' },
      { to: '/affiliate-programs', label: 'Affiliate Programs' },
    ],
  },
  {
    // Every tool lives in the dashboard.
    title: 'Tools',
    links: [
      { to: '/project', label: 'AI Captions' },
      { to: '/project', label: 'AI Shorts' },
      { to: '/project', label: 'AI Edits' },
      { to: '/project', label: 'AI Thumbnails' },
      { to: '/project', label: 'Background Music' },
      { to: '/project', label: 'Titles & Hashtags' },
    ],
  },
  {
    title: 'Developers',
    links: [
      { to: '/api-config', label: 'API Keys' },
      // Served by the server itself, not a page of the app: a plain link.
      { href: '/api-docs', label: 'API Reference' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-service', label: 'Terms of Service' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer-grid">
        <div className="site-footer-brand">
          <Logo />
          <p>Word-timed captions, music and titles for your short videos, in minutes.</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className="site-footer-column">
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.href !== undefined ? (
                    <a href={link.href}>{link.label}</a>
                  ) : (
                    <Link to={link.to}>{link.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer-bottom">
        <p>© {new Date().getFullYear()} Wordreel. All rights reserved.</p>
      </div>
    </footer>
  );
}

import { Link } from 'react-router';
import { usePageTitle } from '../../components/layout/page-title.ts';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="container" style={{ paddingTop: 'var(--space-8)', textAlign: 'center' }}>
      <h1>Page not found</h1>
      <p className="muted">The page you asked for does not exist.</p>
      <Link className="btn btn-primary" to="/">
        Go to the home page
      </Link>
    </section>
  );
}

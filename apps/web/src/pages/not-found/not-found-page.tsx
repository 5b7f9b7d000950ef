import { Link } from 'react-router';

export function NotFoundPage() {
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

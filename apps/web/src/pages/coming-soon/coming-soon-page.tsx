import { useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../components/layout/page-title.ts';
import './coming-soon-page.css';

/** /services, /careers, /blogs and /affiliate-programs until they have content. */
export function ComingSoonPage() {
  usePageTitle('Coming Soon');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const goBack = () => {
    // With no history inside the app (a direct visit), "back" means the landing page.
    if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate('/');
  };
  return (
    <section className="coming-soon container">
      <p className="coming-soon-path">
        <code>{pathname}</code>
      </p>
      <h1>Coming Soon</h1>
      <p className="coming-soon-message">Something Amazing is Coming Your Way!</p>
      <p className="muted">We are still building this page. Check back soon.</p>
      <button type="button" className="btn btn-primary btn-lg" onClick={goBack}>
        Go Back
      </button>
    </section>
  );
}

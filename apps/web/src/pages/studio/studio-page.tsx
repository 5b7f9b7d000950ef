import { useParams } from 'react-router';
import { RequireUser } from '../../lib/auth.tsx';

/** The studio (owned by the studio engineer): full-screen, no sidebar; RequireUser sends visitors to /login. */
export function StudioPage() {
  const { id } = useParams();
  return (
    <RequireUser>
      <main id="main" className="container">
        <h1>Studio</h1>
        <p className="muted">Project {id}</p>
      </main>
    </RequireUser>
  );
}

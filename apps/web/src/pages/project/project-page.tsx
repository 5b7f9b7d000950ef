import { AppPageHeader } from '../../components/layout/layouts.tsx';

/**
 * The projects dashboard (owned by the projects/dashboard engineer). router.tsx renders it inside
 * AppLayout, which already provides RequireUser and the sidebar: render only the page content here.
 */
export function ProjectPage() {
  return (
    <>
      <AppPageHeader title="Projects" />
      <p className="muted">Your projects will appear here.</p>
    </>
  );
}

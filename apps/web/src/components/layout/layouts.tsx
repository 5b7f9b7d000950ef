import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { RequireUser } from '../../lib/auth.tsx';
import { AppSidebar } from './app-sidebar.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { usePageTitle } from './page-title.ts';
import './layouts.css';

function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );
}

/** Public pages: header, page, footer. */
export function PublicLayout() {
  return (
    <div className="public-layout">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

/** Signed-in pages (/project, /profile, /api-config): sidebar and page; visitors go to /login. */
export function AppLayout() {
  return (
    <RequireUser>
      <div className="app-layout">
        <SkipLink />
        <AppSidebar />
        <main id="main" tabIndex={-1} className="app-main">
          <Outlet />
        </main>
      </div>
    </RequireUser>
  );
}

/** The title row of a signed-in page, with room for actions on the right. */
export function AppPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <header className="app-page-header">
      <h1>{title}</h1>
      {children && <div className="app-page-header-actions">{children}</div>}
    </header>
  );
}

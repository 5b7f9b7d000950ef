import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { isStaleChunkError, mayReloadForRelease, reloadForRelease } from '../lib/stale-release.ts';
import { Logo } from './layout/logo.tsx';
import { usePageTitle } from './layout/page-title.ts';
import './layout/site-header.css';

/**
 * What a page that failed to load or crashed shows, in place of the router's developer screen. A
 * page whose code is gone (a tab open across a release) reloads once by itself to take the new
 * release; saves waiting for their timer go out as the page goes (save-on-leave).
 */
export function RouteError() {
  const error = useRouteError();
  const release = isStaleChunkError(error);
  const [reloading] = useState(() => release && mayReloadForRelease());
  usePageTitle(release ? 'New version' : 'Something went wrong');

  useEffect(() => {
    if (!reloading) console.error('Page failed', error);
    else if (mayReloadForRelease()) reloadForRelease();
  }, [reloading, error]);

  if (reloading) {
    return (
      <section className="container route-error" role="status">
        <p>Wordreel has a new version. Loading it…</p>
      </section>
    );
  }
  return (
    <>
      {/* The page's own layout may be what failed: only the wordmark, which loads the home page whole. */}
      <header className="site-header">
        <div className="container site-header-inner">
          <Logo reloadDocument />
        </div>
      </header>
      <RouteErrorMessage release={release} />
    </>
  );
}

function RouteErrorMessage({ release }: { release: boolean }) {
  return (
    <section className="container route-error" role="alert">
      <h1>{release ? 'This page could not load' : 'Something went wrong'}</h1>
      <p className="muted">
        {release
          ? "Wordreel can't load this page's code: check your connection, then reload. Your saved work is kept."
          : 'This page hit an error. Reload to try again. Your saved work is kept.'}
      </p>
      <div className="route-error-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        {/* A full load: the app's own navigation would ask for the same stale code. */}
        <a className="btn btn-secondary" href="/project">
          Your projects
        </a>
      </div>
    </section>
  );
}

import { createBrowserRouter } from 'react-router';
import { AppLayout, PublicLayout } from './components/layout/layouts.tsx';
import { ComingSoonPage } from './pages/coming-soon/coming-soon-page.tsx';
import { HomePage } from './pages/home-page.tsx';
import { NotFoundPage } from './pages/not-found/not-found-page.tsx';
import { ProjectPage } from './pages/project/project-page.tsx';

/** Every route of spec section 2. The studio loads on demand: it carries the caption renderer. */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/services', element: <ComingSoonPage /> },
      { path: '/careers', element: <ComingSoonPage /> },
      { path: '/blogs', element: <ComingSoonPage /> },
      { path: '/affiliate-programs', element: <ComingSoonPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // Signed-in pages: AppLayout checks the session and shows the sidebar.
    element: <AppLayout />,
    children: [{ path: '/project', element: <ProjectPage /> }],
  },
  {
    path: '/studio/:id',
    lazy: async () => ({ Component: (await import('./pages/studio/studio-page.tsx')).StudioPage }),
  },
]);

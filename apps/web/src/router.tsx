import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { FileDropGuard } from './components/file-drop-guard.tsx';
import { RouteError } from './components/route-error.tsx';
import { ToastPageReset } from './components/toast.tsx';
import { AppLayout, PublicLayout } from './components/layout/layouts.tsx';
import { RedirectIfSignedIn } from './lib/auth.tsx';

/**
 * Every page is its own chunk, loaded when its route is first visited: the landing page ships only the
 * shell (React, the router, the header and footer) and itself; the studio alone carries the caption
 * renderer, the dashboard's upload modal carries tus. `bench/web` prints each route's first-load bytes.
 */
const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/** Sign-up and login: a signed-in visitor goes to /project instead. */
const guestPage = (load: () => Promise<ComponentType>) => async () => {
  const Page = await load();
  return {
    Component: function GuestPage() {
      return (
        <RedirectIfSignedIn>
          <Page />
        </RedirectIfSignedIn>
      );
    },
  };
};

const comingSoon = page(
  async () => (await import('./pages/coming-soon/coming-soon-page.tsx')).ComingSoonPage,
);

/**
 * Every page: notices of a page the user left do not follow them to the next; stray file drops are
 * refused; a new page opens at its top (or at its #hash), while Back and Forward return to where the
 * reader was (the router's scroll restoration: the browser's own cannot, as pages load after the URL).
 */
export function RootRoute() {
  return (
    <>
      <ToastPageReset />
      <FileDropGuard />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Every route of spec section 2. */
export const router = createBrowserRouter([
  {
    element: <RootRoute />,
    // A page whose code failed to load (a tab open across a release) or that crashed.
    errorElement: <RouteError />,
    // While the first page's chunk loads: nothing, as before (said, so the router does not warn).
    HydrateFallback: () => null,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: '/',
            lazy: page(async () => (await import('./pages/landing/landing-page.tsx')).LandingPage),
          },
          {
            path: '/pricing',
            lazy: page(async () => (await import('./pages/pricing/pricing-page.tsx')).PricingPage),
          },
          {
            path: '/about-us',
            lazy: page(async () => (await import('./pages/about/about-page.tsx')).AboutPage),
          },
          {
            path: '/contact-us',
            lazy: page(async () => (await import('./pages/contact/contact-page.tsx')).ContactPage),
          },
          {
            path: '/terms-of-service',
            lazy: page(async () => (await import('./pages/legal/terms-page.tsx')).TermsPage),
          },
          {
            path: '/privacy-policy',
            lazy: page(async () => (await import('./pages/legal/privacy-page.tsx')).PrivacyPage),
          },
          {
            path: '/signup',
            lazy: guestPage(async () => (await import('./pages/auth/signup-page.tsx')).SignupPage),
          },
          {
            path: '/login',
            lazy: guestPage(async () => (await import('./pages/auth/login-page.tsx')).LoginPage),
          },
          { path: '/otp/:type', lazy: page(async () => (await import('./pages/auth/otp-page.tsx')).OtpPage) },
          {
            path: '/forgot-password',
            lazy: page(
              async () => (await import('./pages/auth/forgot-password-page.tsx')).ForgotPasswordPage,
            ),
          },
          {
            path: '/reset-password',
            lazy: page(async () => (await import('./pages/auth/reset-password-page.tsx')).ResetPasswordPage),
          },
          {
            path: '/unsubscribe',
            lazy: page(
              async () => (await import('./pages/unsubscribe/unsubscribe-page.tsx')).UnsubscribePage,
            ),
          },
          { path: '/services', lazy: comingSoon },
          { path: '/careers', lazy: comingSoon },
          { path: '/blogs', lazy: comingSoon },
          { path: '/affiliate-programs', lazy: comingSoon },
          {
            path: '*',
            lazy: page(async () => (await import('./pages/not-found/not-found-page.tsx')).NotFoundPage),
          },
        ],
      },
      {
        // Signed-in pages: AppLayout checks the session and shows the sidebar.
        element: <AppLayout />,
        children: [
          {
            path: '/project',
            lazy: page(async () => (await import('./pages/project/project-page.tsx')).ProjectPage),
          },
          {
            path: '/shorts/:id',
            lazy: page(async () => (await import('./pages/shorts/shorts-page.tsx')).ShortsPage),
          },
          {
            path: '/profile',
            lazy: page(async () => (await import('./pages/profile/profile-page.tsx')).ProfilePage),
          },
          {
            path: '/api-config',
            lazy: page(async () => (await import('./pages/api-config/api-config-page.tsx')).ApiConfigPage),
          },
        ],
      },
      {
        path: '/studio/:id',
        lazy: page(async () => (await import('./features/studio/studio-page.tsx')).StudioPage),
      },
    ],
  },
]);

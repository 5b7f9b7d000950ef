import type { ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppLayout, PublicLayout } from './components/layout/layouts.tsx';
import { RedirectIfSignedIn } from './lib/auth.tsx';
import { AboutPage } from './pages/about/about-page.tsx';
import { ApiConfigPage } from './pages/api-config/api-config-page.tsx';
import { ForgotPasswordPage } from './pages/auth/forgot-password-page.tsx';
import { LoginPage } from './pages/auth/login-page.tsx';
import { OtpPage } from './pages/auth/otp-page.tsx';
import { ResetPasswordPage } from './pages/auth/reset-password-page.tsx';
import { SignupPage } from './pages/auth/signup-page.tsx';
import { ComingSoonPage } from './pages/coming-soon/coming-soon-page.tsx';
import { ContactPage } from './pages/contact/contact-page.tsx';
import { LandingPage } from './pages/landing/landing-page.tsx';
import { PrivacyPage } from './pages/legal/privacy-page.tsx';
import { TermsPage } from './pages/legal/terms-page.tsx';
import { NotFoundPage } from './pages/not-found/not-found-page.tsx';
import { PricingPage } from './pages/pricing/pricing-page.tsx';
import { ProfilePage } from './pages/profile/profile-page.tsx';
import { ProjectPage } from './pages/project/project-page.tsx';

const guest = (page: ReactNode) => <RedirectIfSignedIn>{page}</RedirectIfSignedIn>;

/** Every route of spec section 2. The studio loads on demand: it carries the caption renderer. */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/about-us', element: <AboutPage /> },
      { path: '/contact-us', element: <ContactPage /> },
      { path: '/terms-of-service', element: <TermsPage /> },
      { path: '/privacy-policy', element: <PrivacyPage /> },
      { path: '/signup', element: guest(<SignupPage />) },
      { path: '/login', element: guest(<LoginPage />) },
      { path: '/otp/:type', element: <OtpPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
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
    children: [
      { path: '/project', element: <ProjectPage /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/api-config', element: <ApiConfigPage /> },
    ],
  },
  {
    path: '/studio/:id',
    lazy: async () => ({ Component: (await import('./features/studio/studio-page.tsx')).StudioPage }),
  },
]);

import { useQuery } from '@tanstack/react-query';
import type { OAuthProvider } from '@wordreel/core';
import { oauthStartUrl, usersApi } from '../../lib/users-api.ts';
import { OrDivider } from './auth-card.tsx';

const PROVIDERS: { id: OAuthProvider; label: string; icon: string }[] = [
  {
    id: 'google',
    label: 'Google',
    icon: 'M21.8 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.5a4.7 4.7 0 01-2 3.1v2.6h3.3c1.9-1.8 3-4.4 3-7.5zM12 22c2.7 0 5-.9 6.7-2.4l-3.3-2.6c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3v2.6A10 10 0 0012 22zM6.4 13.9a6 6 0 010-3.8V7.5H3a10 10 0 000 9zM12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 003 7.5l3.4 2.6C7.2 7.8 9.4 6 12 6z',
  },
  {
    id: 'github',
    label: 'GitHub',
    icon: 'M12 2a10 10 0 00-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 015 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0012 2z',
  },
];

/**
 * Social sign-in: a plain navigation to the server, which redirects to the provider and back to
 * /project (or /login?error=...). Only the providers this server has set up are shown (it says which at
 * GET /api/users/providers); with none, neither buttons nor the "or" divider appear.
 */
export function SocialButtons({ verb }: { verb: 'Sign up' | 'Log in' }) {
  const providers = useQuery({
    queryKey: ['oauth-providers'],
    queryFn: usersApi.providers,
    staleTime: Infinity,
  });
  const ready = PROVIDERS.filter((provider) => providers.data?.[provider.id] === true);
  if (ready.length === 0) return null;
  return (
    <>
      <div className="social-buttons">
        {ready.map((provider) => (
          <a key={provider.id} className="btn btn-secondary btn-block" href={oauthStartUrl(provider.id)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d={provider.icon} fill="currentColor" />
            </svg>
            {verb} with {provider.label}
          </a>
        ))}
      </div>
      <OrDivider />
    </>
  );
}

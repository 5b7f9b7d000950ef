import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/auth.tsx';
import { usersApi } from '../../lib/users-api.ts';

/** Ends the server session, forgets the user on this device and goes to /login. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { clearUser } = useCurrentUser();
  return async () => {
    try {
      await usersApi.logout();
    } finally {
      // Even if the call fails (offline), this device must forget the user.
      clearUser();
      await navigate('/login');
    }
  };
}

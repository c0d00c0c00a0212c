import { Outlet } from 'react-router';
import { RequireAuth } from './guards';
import { AppChrome } from './app-chrome';
import { useSession } from '../lib/session';

export function SignedInLayout() {
  return (
    <RequireAuth>
      <AppChrome>
        <Outlet />
      </AppChrome>
    </RequireAuth>
  );
}

/**
 * Public pages (payment success, help and the other support pages): a visitor sees the bare page,
 * a signed-in learner the same header and bottom navigation as everywhere else.
 */
export function PublicLayout() {
  const { user } = useSession();
  if (!user) return <Outlet />;
  return (
    <AppChrome>
      <Outlet />
    </AppChrome>
  );
}

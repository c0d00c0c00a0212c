import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { hasAllStrings, loadAllStrings } from '../i18n';
import { useSession } from '../lib/session';

/** product.md#register: signed-in routes send visitors to /register, keeping where they wanted to go. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading, error, refetch } = useSession();
  const location = useLocation();
  const { t } = useTranslation();
  const stringsReady = useAllStrings();
  if (isLoading || (user && !stringsReady)) return <Spinner label={t('common.loading')} />;
  if (!user && error) {
    // Not a visitor: the server could not be reached and nothing is cached. Say so; don't sign out.
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
        <p className="text-lg font-semibold">{t('common.unreachable')}</p>
        <Button onClick={() => void refetch()}>{t('common.retry')}</Button>
      </main>
    );
  }
  if (!user) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/register" replace state={{ from }} />;
  }
  return <>{children}</>;
}

/** product.md#dashboard: `/` and any unknown path go to /dashboard when signed in, else /register. */
export function HomeRedirect() {
  const { user, isLoading } = useSession();
  const { t } = useTranslation();
  if (isLoading) return <Spinner label={t('common.loading')} />;
  return <Navigate to={user ? '/dashboard' : '/register'} replace />;
}

/** The signed-in frame's strings (menu, navigation) beyond a visitor's shell strings. */
function useAllStrings(): boolean {
  const [ready, setReady] = useState(hasAllStrings);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const done = () => live && setReady(true);
    loadAllStrings().then(done, done);
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

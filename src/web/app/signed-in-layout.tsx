import { Link, Outlet } from 'react-router';
import { RequireAuth } from './guards';
import { BottomNav } from './bottom-nav';
import { UserMenu } from './user-menu';
import { OfflineSync } from './offline-sync';

export function SignedInLayout() {
  return (
    <RequireAuth>
      <div className="min-h-dvh">
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
          <div className="mx-auto flex h-14 max-w-5xl items-center justify-between px-4">
            <Link
              to="/dashboard"
              className="text-lg font-bold tracking-tight text-brand-700 dark:text-brand-500"
            >
              Charla
            </Link>
            <UserMenu />
          </div>
        </header>
        <OfflineSync />
        <Outlet />
        <BottomNav />
      </div>
    </RequireAuth>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BottomNav } from './bottom-nav';
import { UserMenu } from './user-menu';
import { OfflineSync } from './offline-sync';

/**
 * The signed-in frame (product.md#screens: the bar shows on every screen when signed in): the header,
 * the page, and the fixed bottom navigation. The page area reserves the navigation's height here,
 * once, so no screen's last button sits under it.
 */
export function AppChrome({ children }: { children: ReactNode }) {
  return (
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
      <div data-testid="page-area" className="pb-[var(--bottom-nav-height)]">
        {children}
      </div>
      <BottomNav />
    </div>
  );
}

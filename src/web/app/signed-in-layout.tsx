import { Outlet } from 'react-router';
import { RequireAuth } from './guards';
import { BottomNav } from './bottom-nav';

export function SignedInLayout() {
  return (
    <RequireAuth>
      <div className="min-h-dvh">
        <Outlet />
        <BottomNav />
      </div>
    </RequireAuth>
  );
}

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Toast } from '../components/ui/toast';
import { api } from '../lib/api-client';
import { useSignOut } from '../lib/session';
import { useAfterFirstScreen } from './background-work';

/** product.md#limits and product.md#routes: the logout toast shows for 1.5 s before going to /. */
const LOGOUT_TOAST_MS = 1500;
const DEFAULT_AVATAR = '/avatar-default.svg';

/**
 * The profile photo (Google's, when signed in with Google) from the auth session, asked for once
 * the first screen is in: until then the default image holds its place.
 */
function useAvatar(): string {
  const enabled = useAfterFirstScreen(useQueryClient());
  const session = useQuery({
    enabled,
    queryKey: ['auth-session-image'],
    queryFn: () => api<{ user?: { image?: string | null } } | null>('/api/auth/get-session'),
    staleTime: 5 * 60_000,
  });
  const image = session.data?.user?.image;
  return image && /^https?:\/\//.test(image) ? image : DEFAULT_AVATAR;
}

/** product.md#routes: avatar, Vocabulary, Stats, Settings and Log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const avatar = useAvatar();
  const [open, setOpen] = useState(false);
  const [toast, setToast] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  function onMenuKey(event: KeyboardEvent) {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  }

  async function logOut() {
    setOpen(false);
    setToast(t('settings.userMenu.loggedOut'));
    // The session ends on the server now; the page stays for the toast, then goes to / (→ /register).
    await api('/api/auth/sign-out', { method: 'POST', body: {} }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_TOAST_MS));
    await signOut();
    navigate('/', { replace: true });
  }

  const item =
    'flex min-h-11 w-full items-center px-4 text-left text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:text-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800';
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('settings.userMenu.open')}
        disabled={toast !== null}
        onClick={() => setOpen((value) => !value)}
        className="flex h-11 w-11 items-center justify-center rounded-full"
      >
        <img
          src={broken ? DEFAULT_AVATAR : avatar}
          onError={() => setBroken(true)}
          alt={t('settings.userMenu.avatar')}
          referrerPolicy="no-referrer"
          className="h-9 w-9 rounded-full border border-slate-200 object-cover dark:border-slate-700"
        />
      </button>
      {open ? (
        <ul
          ref={menu}
          role="menu"
          aria-label={t('settings.userMenu.open')}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-40 mt-2 w-52 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {[
            ['/vocabulary', t('settings.userMenu.vocabulary')],
            ['/dashboard', t('settings.userMenu.stats')],
            ['/settings', t('settings.userMenu.settings')],
          ].map(([to, label]) => (
            <li key={to} role="none">
              <Link role="menuitem" to={to as string} className={item} onClick={() => setOpen(false)}>
                {label}
              </Link>
            </li>
          ))}
          <li role="none" className="border-t border-slate-200 dark:border-slate-700">
            <button role="menuitem" type="button" className={item} onClick={() => void logOut()}>
              {t('settings.userMenu.logOut')}
            </button>
          </li>
        </ul>
      ) : null}
      <Toast message={toast} />
    </div>
  );
}

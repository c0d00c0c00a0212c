import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

const ITEMS = [
  { to: '/chat', key: 'nav.chat', icon: 'M4 5h16v10H8l-4 4V5z' },
  { to: '/lessons', key: 'nav.lessons', icon: 'M4 4h7v16H4zM13 4h7v16h-7z' },
  { to: '/flashcards', key: 'nav.flashcards', icon: 'M3 7h14v12H3zM7 3h14v12' },
  {
    to: '/settings',
    key: 'nav.settings',
    icon: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3',
  },
] as const;

/** product.md#settings: Chat, Lessons, Flashcards, Settings on every signed-in screen. */
export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur dark:border-slate-800 dark:bg-slate-900/95"
    >
      <ul className="mx-auto flex max-w-xl justify-around">
        {ITEMS.map((item) => (
          <li key={item.to} className="flex-1">
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                `flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium ${
                  isActive ? 'text-brand-700 dark:text-brand-500' : 'text-slate-500 dark:text-slate-400'
                }`
              }
            >
              <svg
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden
              >
                <path d={item.icon} strokeLinejoin="round" />
              </svg>
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

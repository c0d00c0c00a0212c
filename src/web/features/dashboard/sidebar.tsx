import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

const LINKS = [
  { to: '/chat', key: 'nav.chat', icon: 'chat' },
  { to: '/lessons', key: 'nav.lessons', icon: 'lessons' },
  { to: '/flashcards', key: 'nav.flashcards', icon: 'cards' },
  { to: '/settings', key: 'nav.settings', icon: 'settings' },
] as const;

/** The dashboard's sidebar with Chat, Lessons, Flashcards and Settings, on wide screens (product.md#dashboard). */
export function DashboardSidebar() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('dashboard.sidebar')} className="hidden lg:block">
      <ul className="sticky top-6 flex flex-col gap-1">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className="flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 font-medium text-slate-700 hover:bg-white hover:shadow-sm dark:text-slate-300 dark:hover:bg-slate-900"
            >
              <Icon name={link.icon} className="h-5 w-5" />
              {t(link.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

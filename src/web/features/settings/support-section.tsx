import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Section } from './controls';

const PAGES = [
  ['/help', 'help'],
  ['/contact', 'contact'],
  ['/privacy', 'privacy'],
  ['/terms', 'terms'],
] as const;

/** Support & Information: Help, Contact, Privacy and Terms, each a real page. */
export function SupportSection() {
  const { t } = useTranslation();
  return (
    <Section title={t('settings.support.title')}>
      {PAGES.map(([to, key]) => (
        <Link
          key={to}
          to={to}
          className="flex min-h-12 items-center justify-between py-3 font-medium hover:text-brand-700 dark:hover:text-brand-500"
        >
          {t(`settings.support.${key}`)}
          <span aria-hidden>→</span>
        </Link>
      ))}
    </Section>
  );
}

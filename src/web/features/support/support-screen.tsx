import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { buttonClass } from '../../components/ui/button';

const PAGES = ['help', 'contact', 'privacy', 'terms'] as const;
type SupportPage = (typeof PAGES)[number];

/** Help, Contact, Privacy and Terms (Settings, Support & Information): one screen, the page from the path. */
export function SupportScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const page: SupportPage = PAGES.find((candidate) => pathname === `/${candidate}`) ?? 'help';
  const items = t(`settings.pages.${page}.items`, { returnObjects: true }) as unknown as [string, string][];
  return (
    <Page
      title={t(`settings.pages.${page}.title`)}
      subtitle={t(`settings.pages.${page}.intro`)}
      actions={
        <button
          type="button"
          className={buttonClass('ghost')}
          // Back to wherever the learner came from (usually Settings); a direct visit goes home.
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        >
          ← {t('settings.pages.back')}
        </button>
      }
    >
      <Card className="max-w-3xl">
        <dl className="flex flex-col gap-5">
          {items.map(([term, text]) => (
            <div key={term}>
              <dt className="font-semibold">{term}</dt>
              <dd className="mt-1 text-slate-700 dark:text-slate-300">{text}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <nav aria-label={t('settings.support.title')} className="mt-6 flex max-w-3xl flex-wrap gap-2">
        {PAGES.filter((other) => other !== page).map((other) => (
          <Link key={other} to={`/${other}`} className={buttonClass('secondary')}>
            {t(`settings.support.${other}`)}
          </Link>
        ))}
      </nav>
    </Page>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Alert } from '../../../components/ui/alert';

/** Offline: live conversation is not possible; offer flashcards and the dashboard (product.md#flashcards). */
export function OfflineChat() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="warning" title={t('chat.offline.bannerTitle')}>
        {t('chat.offline.bannerBody')}
      </Alert>
      <Card className="flex flex-col items-center gap-4 text-center">
        <h2 className="text-xl font-semibold">{t('chat.offline.title')}</h2>
        <p className="text-slate-600 dark:text-slate-400">{t('chat.offline.body')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/flashcards" className={buttonClass('primary')}>
            {t('chat.offline.flashcards')}
          </Link>
          <Link to="/dashboard" className={buttonClass('secondary')}>
            {t('chat.offline.dashboard')}
          </Link>
        </div>
      </Card>
    </div>
  );
}

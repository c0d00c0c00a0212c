import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { useSession, useSignOut } from '../../lib/session';

export function SettingsScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <Page title={t('nav.settings')}>
      <Card className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold">Account</h2>
        <p className="text-slate-600 dark:text-slate-400">{user?.email}</p>
        <Button
          variant="secondary"
          className="self-start"
          onClick={async () => {
            await signOut();
            navigate('/register', { replace: true });
          }}
        >
          {t('common.signOut')}
        </Button>
      </Card>
    </Page>
  );
}

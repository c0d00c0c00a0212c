import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { resetPassword } from './api';
import { AuthFrame } from './auth-frame';

/** Where the reset email's link lands: choose a new password. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkError = params.get('error');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(
    !token || linkError ? { tone: 'error', text: t('reset.missingToken') } : null,
  );
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      await resetPassword(token, password);
      setDone(true);
      setNotice({ tone: 'success', text: t('reset.done') });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: error instanceof ApiError ? error.message : (error as Error).message,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFrame title={t('reset.heading')}>
      <Card>
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          {!done ? (
            <>
              <TextField
                label={t('reset.newPassword')}
                type="password"
                autoComplete="new-password"
                required
                minLength={6}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <Button type="submit" disabled={busy || !token}>
                {busy ? t('reset.saving') : t('reset.submit')}
              </Button>
            </>
          ) : null}
          <Link to="/register" className="text-center text-sm font-medium text-brand-700 dark:text-brand-500">
            {t('common.backToSignIn')}
          </Link>
        </form>
      </Card>
    </AuthFrame>
  );
}

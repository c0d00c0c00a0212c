import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/field';
import { resetPassword } from './api';
import { AuthFrame } from './auth-frame';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';

/** Where the reset email's link lands: choose a new password. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkError = params.get('error');
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(
    !token || linkError ? { tone: 'error', text: t('reset.missingToken') } : null,
  );
  const reset = useMutation({
    ...RUN_OFFLINE,
    mutationFn: () => resetPassword(token, password),
    onMutate: () => setNotice(null),
    onSuccess: () => setNotice({ tone: 'success', text: t('reset.done') }),
    onError: (error) => setNotice({ tone: 'error', text: error.message }),
  });
  const busy = reset.isPending;
  const done = reset.isSuccess;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    reset.mutate();
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

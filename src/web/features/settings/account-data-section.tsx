import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClass } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { api } from '../../lib/api-client';
import { useSignOut } from '../../lib/session';
import { Section, SettingRow } from './controls';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';

/** "Download my data" (every row, as JSON) and "Delete my account" (confirmed by password). */
export function AccountDataSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    ...RUN_OFFLINE,
    // An account that signs in only with Google has no password: a recent sign-in confirms.
    mutationFn: (password: string) =>
      api('/api/me', { method: 'DELETE', body: password ? { password } : {} }),
    onSuccess: async () => {
      // Clears cached words and progress from this browser as a sign-out does.
      await signOut();
      client.clear();
      navigate('/register', { replace: true });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    remove.mutate(String(new FormData(event.currentTarget).get('password') ?? ''));
  }

  return (
    <Section title={t('myData.account.title')}>
      <SettingRow label={t('myData.account.download')} hint={t('myData.account.downloadHint')}>
        <a href="/api/me/export" download className={buttonClass('secondary')}>
          {t('myData.account.download')}
        </a>
      </SettingRow>
      <SettingRow label={t('myData.account.delete')} hint={t('myData.account.deleteHint')}>
        {!confirming ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('myData.account.delete')}
          </Button>
        ) : null}
      </SettingRow>
      {confirming ? (
        <form onSubmit={submit} className="flex flex-col gap-3 py-3">
          {remove.error ? <Alert tone="error">{remove.error.message}</Alert> : null}
          <TextField
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('myData.account.password')}
            hint={t('myData.account.passwordHint')}
          />
          <div className="flex gap-2">
            <Button type="submit" variant="danger" disabled={remove.isPending || remove.isSuccess}>
              {t('myData.account.confirmDelete')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('myData.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </Section>
  );
}

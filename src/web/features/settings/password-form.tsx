import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { changePassword } from './api';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';

/** Change password (product.md#sign-in), behind a button. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const update = useMutation({
    ...RUN_OFFLINE,
    mutationFn: () => changePassword(current, next),
    onMutate: () => setNotice(null),
    onSuccess: () => {
      setNotice({ tone: 'success', text: t('settings.account.passwordUpdated') });
      setCurrent('');
      setNext('');
      setOpen(false);
    },
    onError: (error) => {
      const wrong = error instanceof ApiError && error.code === 'wrong-password';
      setNotice({ tone: 'error', text: wrong ? t('settings.account.wrongPassword') : error.message });
    },
  });
  const busy = update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate();
  }

  return (
    <div className="flex flex-col gap-3 py-3">
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {open ? (
        <form onSubmit={submit} className="flex flex-col gap-3">
          <TextField
            label={t('settings.account.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            required
          />
          <TextField
            label={t('settings.account.newPassword')}
            hint={t('settings.account.passwordHint')}
            type="password"
            autoComplete="new-password"
            minLength={6}
            value={next}
            onChange={(event) => setNext(event.target.value)}
            required
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {busy ? t('settings.account.updating') : t('settings.account.updatePassword')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('settings.account.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
          {t('settings.account.changePassword')}
        </Button>
      )}
    </div>
  );
}

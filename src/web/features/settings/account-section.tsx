import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserDocument } from '../../../contracts/user';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useSignOut } from '../../lib/session';
import { sendVerificationEmail } from './api';
import { Section, SettingRow } from './controls';
import { PasswordForm } from './password-form';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';

/** Account: email and its confirmation, change password, Proficiency Level (-> /assessment), Sign Out (-> /register). */
export function AccountSection({ user }: { user: UserDocument }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const verification = useMutation({
    ...RUN_OFFLINE,
    mutationFn: sendVerificationEmail,
    onMutate: () => setNotice(null),
    onSuccess: () =>
      setNotice({ tone: 'success', text: t('settings.account.verificationSent', { email: user.email }) }),
    onError: (error) => setNotice({ tone: 'error', text: error.message }),
  });
  const sending = verification.isPending;
  const verify = () => verification.mutate();

  return (
    <Section title={t('settings.account.title')}>
      <SettingRow
        label={t('settings.account.email')}
        hint={user.isEmailVerified ? t('settings.account.verified') : t('settings.account.notVerified')}
      >
        <span className="break-all text-slate-700 dark:text-slate-300">{user.email}</span>
      </SettingRow>
      {!user.isEmailVerified ? (
        <div className="flex flex-col gap-3 py-3">
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          <Button variant="secondary" className="self-start" disabled={sending} onClick={() => void verify()}>
            {sending ? t('settings.account.sending') : t('settings.account.sendVerification')}
          </Button>
        </div>
      ) : null}
      <PasswordForm />
      <Link
        to="/assessment"
        className="flex min-h-12 items-center justify-between gap-4 py-3 hover:text-brand-700 dark:hover:text-brand-500"
      >
        <span>
          <span className="block font-medium">{t('settings.account.proficiency')}</span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">
            {user.proficiencyLevel
              ? t('settings.account.proficiencyValue', { level: user.proficiencyLevel })
              : t('settings.account.proficiencyNone')}
          </span>
        </span>
        <span aria-hidden>→</span>
      </Link>
      <div className="py-3">
        <Button
          variant="secondary"
          onClick={async () => {
            await signOut();
            navigate('/register', { replace: true });
          }}
        >
          {t('settings.account.signOut')}
        </Button>
      </div>
    </Section>
  );
}

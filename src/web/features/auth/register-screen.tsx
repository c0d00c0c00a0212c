import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  GOOGLE_NOT_CONFIGURED,
  POST_AUTH_SETUP_FAILED,
  RESET_MESSAGES,
  oauthRedirectErrorMessage,
  registerErrorMessage,
} from '../../../domain/account/auth-messages';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { SESSION_QUERY_KEY, fetchMe } from '../../lib/session';
import { continueWithEmail, fetchAuthConfig, requestPasswordReset, startGoogleSignIn } from './api';
import { completeSignIn } from './post-auth';
import { AuthFrame } from './auth-frame';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';

type Notice = { tone: 'error' | 'success'; text: string } | null;

/** product.md#register: log in or sign up with email and password, or with Google. */
export function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [notice, setNotice] = useState<Notice>(null);
  // Every way of signing in is one mutation: each step says its own error and rethrows it. The
  // buttons stay disabled after success, as the page is leaving (navigation or Google's page).
  const signIn = useMutation({ ...RUN_OFFLINE, mutationFn: (step: () => Promise<void>) => step() });
  const busy = signIn.isPending || signIn.isSuccess;
  // A reset request in flight: one at a time, and never while signing in.
  const reset = useMutation({
    ...RUN_OFFLINE,
    mutationFn: (address: string) => requestPasswordReset(address),
    onMutate: () => setNotice(null),
    onSuccess: () => setNotice({ tone: 'success', text: RESET_MESSAGES.sent }),
    onError: (error) =>
      setNotice({ tone: 'error', text: error instanceof ApiError ? error.message : RESET_MESSAGES.failed }),
  });
  const resetting = reset.isPending;
  const config = useQuery({ queryKey: ['auth-config'], queryFn: fetchAuthConfig, staleTime: Infinity });
  const from = (location.state as { from?: string } | null)?.from;
  // "Google is not configured" answers one click; once the learner types or the browser flags a
  // field, it is old news and would read as if it were about the new problem.
  const clearGoogleNotice = () =>
    setNotice((shown) => (shown?.text === GOOGLE_NOT_CONFIGURED ? null : shown));
  const handledRedirect = useRef(false);

  async function finish() {
    try {
      const { next } = await completeSignIn();
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      navigate(from ?? next, { replace: true });
    } catch (error) {
      setNotice({ tone: 'error', text: POST_AUTH_SETUP_FAILED });
      throw error;
    }
  }

  // On load, complete a pending redirect-based Google sign-in (product.md#register, product.md#onboarding-flow).
  useEffect(() => {
    if (handledRedirect.current) return;
    handledRedirect.current = true;
    const error = params.get('error');
    if (error) {
      setNotice({ tone: 'error', text: oauthRedirectErrorMessage(error) });
      return;
    }
    // Through the shared session query: the page asks the server once, not once per reader.
    void queryClient
      .fetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchMe, staleTime: 60_000 })
      .then((user) => {
        if (!user) return;
        if (params.get('signin') === 'google') signIn.mutate(finish);
        else navigate(from ?? '/dashboard', { replace: true });
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    signIn.mutate(async () => {
      try {
        await continueWithEmail({ email, password, rememberMe });
      } catch (error) {
        setNotice({ tone: 'error', text: authErrorText(error) });
        throw error;
      }
      await finish();
    });
  }

  async function onForgotPassword() {
    if (email.trim() === '') {
      setNotice({ tone: 'error', text: RESET_MESSAGES.emptyEmail });
      return;
    }
    reset.mutate(email.trim());
  }

  async function onGoogle() {
    // The button may be pressed before the server's configuration has arrived: wait for it.
    const settings =
      config.data ??
      (await queryClient
        .fetchQuery({ queryKey: ['auth-config'], queryFn: fetchAuthConfig })
        .catch(() => null));
    if (!settings?.googleSignIn) {
      setNotice({ tone: 'error', text: GOOGLE_NOT_CONFIGURED });
      return;
    }
    signIn.mutate(async () => {
      try {
        await startGoogleSignIn();
      } catch (error) {
        setNotice({ tone: 'error', text: oauthRedirectErrorMessage('server_error') });
        throw error;
      }
    });
  }

  return (
    <AuthFrame title={t('register.heading')} subtitle={t('register.intro')}>
      <Card>
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate={false}>
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          <TextField
            label={t('register.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => {
              clearGoogleNotice();
              setEmail(e.target.value);
            }}
            onInvalid={clearGoogleNotice}
          />
          <TextField
            label={t('register.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            minLength={6}
            hint={t('register.passwordHint')}
            value={password}
            onChange={(e) => {
              clearGoogleNotice();
              setPassword(e.target.value);
            }}
            onInvalid={clearGoogleNotice}
          />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={rememberMe}
                onChange={(e) => setRememberMe(e.target.checked)}
              />
              {t('register.rememberMe')}
            </label>
            <button
              type="button"
              onClick={onForgotPassword}
              disabled={busy || resetting}
              aria-busy={resetting}
              className="font-medium text-brand-700 underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:opacity-50 dark:text-brand-500"
            >
              {t('register.forgotPassword')}
            </button>
          </div>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('register.processing') : t('register.continue')}
          </Button>
          <div
            className="flex items-center gap-3 text-xs uppercase text-slate-500 dark:text-slate-400"
            aria-hidden
          >
            <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
            {t('register.or')}
            <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
          </div>
          <Button variant="secondary" onClick={onGoogle} disabled={busy}>
            <GoogleMark />
            {t('register.google')}
          </Button>
        </form>
      </Card>
    </AuthFrame>
  );
}

function authErrorText(error: unknown): string {
  if (error instanceof ApiError) return registerErrorMessage(error.code, error.message);
  return registerErrorMessage(undefined, (error as Error).message);
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden>
      <path
        fill="#4285F4"
        d="M23 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.2a5.3 5.3 0 0 1-2.3 3.5v2.9h3.7c2.2-2 3.4-5 3.4-8.5z"
      />
      <path
        fill="#34A853"
        d="M12 23.5c3.1 0 5.7-1 7.6-2.8l-3.7-2.9c-1 .7-2.4 1.1-3.9 1.1-3 0-5.5-2-6.4-4.7H1.8v3A11.5 11.5 0 0 0 12 23.5z"
      />
      <path fill="#FBBC05" d="M5.6 14.2a6.9 6.9 0 0 1 0-4.4v-3H1.8a11.5 11.5 0 0 0 0 10.4l3.8-3z" />
      <path
        fill="#EA4335"
        d="M12 4.9c1.7 0 3.2.6 4.4 1.7l3.3-3.3A11.5 11.5 0 0 0 1.8 6.8l3.8 3C6.5 6.9 9 4.9 12 4.9z"
      />
    </svg>
  );
}

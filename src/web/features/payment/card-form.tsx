import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CARD_ERROR_CODES, type CardPayment } from '../../../contracts/payments';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { RUN_OFFLINE } from '../../lib/offline/mutation-mode';

/** Groups card digits by four as the learner types (Amex-length numbers included). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM / YY" (or MM/YYYY) -> month and year, or null when incomplete. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  return { expMonth: Number(match[1]), expYear: Number(match[2]) };
}

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

/**
 * What a formatted field keeps of what was typed, put back in the field when it differs: a
 * character the format drops leaves the state as it was, and preact/compat (the production build,
 * ADR 0017), unlike React, does not then reset the field to the state by itself.
 */
function kept(event: ChangeEvent<HTMLInputElement>, format: (typed: string) => string): string {
  const value = format(event.target.value);
  if (event.target.value !== value) event.target.value = value;
  return value;
}

/** The test-mode checkout's card form; the server decides, the form shows its answer. */
export function CardForm({ email, onPay }: { email: string; onPay: (card: CardPayment) => Promise<void> }) {
  const { t } = useTranslation();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [name, setName] = useState('');
  const [invalidExpiry, setInvalidExpiry] = useState(false);
  // A paid checkout leaves the page: the button stays disabled after success.
  const pay = useMutation({ ...RUN_OFFLINE, mutationFn: onPay });
  const busy = pay.isPending || pay.isSuccess;
  const code = pay.error instanceof ApiError ? pay.error.code : undefined;
  const known = CARD_ERROR_CODES.find((candidate) => candidate === code);
  const error = invalidExpiry
    ? t('payment.checkout.expiryInvalid')
    : pay.error
      ? known
        ? t(`payment.checkout.cardErrors.${known}`)
        : pay.error.message
      : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = parseExpiry(expiry);
    setInvalidExpiry(!parsed);
    if (!parsed) return pay.reset();
    pay.mutate({ cardNumber, cvc, name, ...parsed });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <TextField label={t('payment.checkout.email')} value={email} readOnly type="email" />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold">{t('payment.checkout.cardInformation')}</legend>
        <TextField
          label={t('payment.checkout.cardNumber')}
          value={cardNumber}
          onChange={(event) => setCardNumber(kept(event, formatCardNumber))}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          required
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('payment.checkout.expiry')}
            value={expiry}
            onChange={(event) => setExpiry(kept(event, formatExpiry))}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            required
          />
          <TextField
            label={t('payment.checkout.cvc')}
            value={cvc}
            onChange={(event) => setCvc(kept(event, formatCvc))}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            required
          />
        </div>
        <TextField
          label={t('payment.checkout.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="cc-name"
          required
        />
      </fieldset>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? t('payment.checkout.paying') : t('payment.checkout.pay')}
      </Button>
    </form>
  );
}

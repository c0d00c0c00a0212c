import { PLANS, PLAN_CURRENCY } from '../../../contracts/payments';
import type { MailMessage } from '../../adapters/mail/types';
import type { ProviderSubscription } from '../../adapters/payments/types';

const money = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: PLAN_CURRENCY.toUpperCase() }).format(
    cents / 100,
  );
const day = (date: Date | null, locale: string) =>
  date ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date) : '';

/**
 * The payment confirmation the success screen promises (product.md#payment),
 * in the learner's UI language.
 */
export function confirmationEmail(
  to: string,
  subscription: ProviderSubscription,
  language: string,
  settingsUrl: string,
): MailMessage {
  const plan = subscription.plan ? PLANS[subscription.plan] : null;
  if (language === 'es') {
    const price = plan
      ? `${money(plan.amountCents, 'es-ES')} al ${plan.interval === 'month' ? 'mes' : 'año'}`
      : '';
    return {
      to,
      kind: 'payment-confirmation',
      // Without a trial (the address had one before) the first period is paid at once.
      subject: subscription.trialEnd
        ? 'Tu prueba gratuita de Charla ha comenzado'
        : 'Tu suscripción a Charla ha comenzado',
      text: [
        '¡Gracias por suscribirte a Charla!',
        plan ? `Plan: ${plan.id === 'monthly' ? 'Plan mensual' : 'Plan anual'} (${price}).` : '',
        subscription.trialEnd
          ? `Tu prueba gratuita termina el ${day(subscription.trialEnd, 'es-ES')}; no se te cobrará nada antes.`
          : '',
        `Puedes gestionar o cancelar tu suscripción en cualquier momento desde Ajustes: ${settingsUrl}`,
      ]
        .filter(Boolean)
        .join('\n\n'),
    };
  }
  const price = plan ? `${money(plan.amountCents, 'en-US')} per ${plan.interval}` : '';
  return {
    to,
    kind: 'payment-confirmation',
    subject: subscription.trialEnd
      ? 'Your Charla free trial has started'
      : 'Your Charla subscription has started',
    text: [
      'Thank you for subscribing to Charla!',
      plan ? `Plan: ${plan.name} (${price}).` : '',
      subscription.trialEnd
        ? `Your free trial ends on ${day(subscription.trialEnd, 'en-US')}; nothing is charged before then.`
        : '',
      `You can manage or cancel your subscription at any time from Settings: ${settingsUrl}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

/** A price in the learner's UI language, e.g. $7.99 or 7,99 US$. */
export function formatPrice(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount);
}

/** A calendar date in the learner's UI language, e.g. November 28, 2026 or 28 de noviembre de 2026. */
export function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'long' }).format(
    new Date(iso),
  );
}

/** A price in the learner's UI language, e.g. $7.99 or 7,99 US$. */
export function formatPrice(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount);
}

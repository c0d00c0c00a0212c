const formatters = new Map<string, { format(value: number | Date): string }>();

/**
 * One Intl formatter per kind and language, made once: building one costs far more than using it
 * (the dashboard formats a dozen figures on each render).
 */
function formatter(key: string, make: () => { format(value: number | Date): string }) {
  let found = formatters.get(key);
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/**
 * A count or figure in the UI language: the grouping and decimal marks differ (en "12,500.5",
 * es "12.500,5"). Whole numbers unless fraction digits are asked for.
 */
export function formatNumber(value: number, language: string, fractionDigits = 0): string {
  return formatter(
    `number|${language}|${fractionDigits}`,
    () =>
      new Intl.NumberFormat(language, {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  ).format(value);
}

/**
 * A percentage (0–100) in the UI language, formatted by Intl: the decimal mark and the percent
 * sign's spacing differ (en "12.5%", es "12,5 %"). Every percent on screen goes through here, so
 * one screen never shows "1%" beside "65 %".
 */
export function formatPercent(percent: number, language: string, fractionDigits = 0): string {
  return formatter(
    `percent|${language}|${fractionDigits}`,
    () =>
      new Intl.NumberFormat(language, {
        style: 'percent',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  ).format(percent / 100);
}

/**
 * A calendar date in the UI language, e.g. "November 28, 2026" or "28 de noviembre de 2026"
 * (the one definition the assessment, payment and settings screens share).
 */
export function formatDay(iso: string, language: string): string {
  return formatter(`day|${language}`, () => new Intl.DateTimeFormat(language, { dateStyle: 'long' })).format(
    new Date(iso),
  );
}

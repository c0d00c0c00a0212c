/**
 * Numbers shown in the UI, formatted by Intl for the UI language (issue 15 item 8): the decimal
 * mark and the percent sign's spacing differ (en "12.5%", es "12,5 %").
 */
export function formatPercent(percent: number, language: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(percent / 100);
}

/** Text matching shared by every rule that compares Spanish words. */

/** Lower case without accents (ñ kept: it is its own letter), so "Cómo" and "como" match. */
export function fold(text: string): string {
  // Strip combining accents after decomposing, but put ñ back together.
  return text
    .normalize('NFC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/n\u0303/g, 'ñ')
    .replace(/[\u0300-\u036f]/g, '');
}

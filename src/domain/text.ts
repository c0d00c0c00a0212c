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

/**
 * The accented letters a word list may hold, in both cases, with ñ/Ñ among them so a search in
 * either case finds it. A database cannot run `fold`, so it replaces these letter by letter
 * (SQL `translate`) with `FOLDED_LETTERS`, which `fold` itself derives: one rule, two engines.
 */
export const ACCENTED_LETTERS = 'áàâäãåéèêëíìîïóòôöõúùûüýÿçñÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÝÇÑ';
export const FOLDED_LETTERS = [...ACCENTED_LETTERS].map(fold).join('');

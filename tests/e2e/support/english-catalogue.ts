import { translation as english } from '../../../src/web/i18n/resources-en';
import { translation as spanish } from '../../../src/web/i18n/resources-es';

/**
 * The English UI texts that must never show in the Spanish UI, built from the catalogues at test
 * time (a new English string is covered without editing the test). The rule, and why:
 *
 * 1. Only keys whose Spanish text differs from the English one: a text that is the same in both
 *    languages ("Chat", "general", "Anki") is not English left behind.
 * 2. A value is cut at its placeholders ({{count, number}}, <1>…</1>): only the literal pieces
 *    can appear on a page, and each piece is looked for on its own.
 * 3. A piece needs at least three letters: shorter ones ("or", "OK", "A1") are not evidence of
 *    a language.
 * 4. A piece that is also found, as whole words, in some Spanish text of the catalogue is not
 *    evidence either: it is a proper name ("Charla", "Google", "Stripe") or a word both languages
 *    share, since the Spanish UI itself says it.
 *
 * A page fails when one of the remaining pieces appears in it as whole words (case and accents
 * as written, so a Spanish word that merely contains an English one does not count).
 */

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const LETTER = /\p{L}/gu;
const PLACEHOLDER = /\{\{[^}]*\}\}|<\/?\d+>|<\/?[a-z]+\s*\/?>/g;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `piece` as whole words: not preceded or followed by a letter or digit. */
export function wholeWords(piece: string, flags = 'u'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(piece)}(?![\\p{L}\\p{N}])`, flags);
}

export interface EnglishPiece {
  key: string;
  text: string;
}

export function englishPieces(): EnglishPiece[] {
  const en = flatten(english as unknown as Tree);
  const es = flatten(spanish as unknown as Tree);
  const spanishTexts = [...es.values()];
  const sharedWithSpanish = (piece: string) => {
    const pattern = wholeWords(piece, 'iu');
    return spanishTexts.some((text) => pattern.test(text));
  };
  const pieces: EnglishPiece[] = [];
  const seen = new Set<string>();
  for (const [key, text] of en) {
    if (es.get(key) === text) continue;
    for (const raw of text.split(PLACEHOLDER)) {
      const piece = raw.replace(/\s+/g, ' ').trim();
      if ((piece.match(LETTER) ?? []).length < 3 || seen.has(piece)) continue;
      if (sharedWithSpanish(piece)) continue;
      seen.add(piece);
      pieces.push({ key, text: piece });
    }
  }
  return pieces;
}

/** The English pieces found in `pageText`, with the key each came from. */
export function englishIn(pageText: string, pieces: readonly EnglishPiece[]): string[] {
  const text = pageText.replace(/\s+/g, ' ');
  return pieces.filter((piece) => wholeWords(piece.text).test(text)).map((p) => `${p.key}: «${p.text}»`);
}

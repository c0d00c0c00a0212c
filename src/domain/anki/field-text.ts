/**
 * Anki fields are HTML that may carry sounds (`[sound:file.mp3]`) and cloze deletions
 * (`{{c1::answer::hint}}`). These turn one into the plain text a learner sees, the sounds it
 * plays, and the words its clozes hide.
 */

/** The named entities Anki's editor writes, Spanish letters and punctuation among them. */
const NAMED_ENTITIES: Record<string, string> = {
  nbsp: ' ',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  amp: '&',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  ntilde: 'ñ',
  Ntilde: 'Ñ',
  uuml: 'ü',
  Uuml: 'Ü',
  iquest: '¿',
  iexcl: '¡',
  laquo: '«',
  raquo: '»',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

const SOUND = /\[sound:([^\]]+)\]/g;
const CLOZE = /\{\{c(\d+)::([\s\S]*?)(?:::([\s\S]*?))?\}\}/g;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      // A code point outside Unicode (or a surrogate half) is left as written.
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/** What a field shows and plays: its text (no tags, entities decoded, one space between words) and its sound files. */
export function fieldText(html: string): { text: string; sounds: string[] } {
  // The file name is a group every match fills.
  const sounds = [...html.matchAll(SOUND)].map((match) => (match[1] as string).trim()).filter(Boolean);
  const text = decodeEntities(
    html
      .replace(SOUND, ' ')
      .replace(/<br\s*\/?>|<\/?(?:div|p|li|tr|td|h[1-6])\b[^>]*>/gi, ' ')
      // Scripts and styles hold no text a learner reads.
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
  return { text, sounds };
}

/** One cloze deletion: the hidden words, and the hint shown in their place (empty when none). */
export interface Cloze {
  answer: string;
  hint: string;
}

/** The cloze deletions of a field's text, each answer once, in the order they appear. */
export function clozesOf(text: string): Cloze[] {
  const seen = new Set<string>();
  const found: Cloze[] = [];
  for (const match of text.matchAll(CLOZE)) {
    // The answer is a group every match fills (maybe with nothing); the hint is optional.
    const answer = (match[2] as string).trim();
    if (!answer || seen.has(answer.toLowerCase())) continue;
    seen.add(answer.toLowerCase());
    found.push({ answer, hint: (match[3] ?? '').trim() });
  }
  return found;
}

/** The sentence as it reads with every cloze revealed. */
export function revealClozes(text: string): string {
  return text
    .replace(CLOZE, (_whole, _number, answer: string) => answer)
    .replace(/\s+/g, ' ')
    .trim();
}

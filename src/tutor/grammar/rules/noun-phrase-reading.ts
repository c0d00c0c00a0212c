/**
 * Reading a noun phrase in a learner's sentence: its determiner, head noun, agreeing adjectives,
 * complements and coordination (mis padres, la gente de mi barrio, uno de mis amigos, Ana y yo).
 */
import type { Glossary } from '../../../content/glossary';
import { NUMBER_WORDS } from '../../../content/tutor/grammar-words';
import type { RuleContext, Token } from '../sentence';
import {
  adjectiveReading,
  determiner,
  nounReading,
  type Gender,
  type NounReading,
  type NumberKind,
} from '../words';

const QUANTITY_WORDS: Record<string, NumberKind> = {
  muchos: 'pl',
  muchas: 'pl',
  pocos: 'pl',
  pocas: 'pl',
  varios: 'pl',
  varias: 'pl',
  algunos: 'pl',
  algunas: 'pl',
  tantos: 'pl',
  tantas: 'pl',
  mucha: 'sg',
  mucho: 'sg',
  poca: 'sg',
  poco: 'sg',
};

/** A noun's reading, also for nouns listed only in the plural (los deberes). */
export function headNoun(token: Token, glossary: Glossary): NounReading | undefined {
  const reading = nounReading(token.text, glossary);
  if (reading) return reading;
  const entry = glossary.get(token.lower, 'noun');
  if (entry?.gender && entry.lemma === token.lower && /[^aeiouáéíóú]es$/.test(entry.lemma))
    return { lemma: entry.lemma, gender: entry.gender, number: 'pl', flexible: false };
  return undefined;
}

/** A capitalised word the glossary does not know: a name (Ana, Boston), also first in a sentence. */
export function isName(token: Token | undefined, glossary: Glossary): boolean {
  if (!token || token.text[0] === token.text[0]?.toLowerCase() || /\d/.test(token.text)) return false;
  return token.name || !glossary.lookup(token.lower);
}

export interface NounPhrase {
  /** Index of the first and last token. */
  first: number;
  last: number;
  /** Index of the head noun (or of the name). */
  head: number;
  lemma: string;
  gender: Gender | null;
  number: NumberKind;
  /** 2 (él/ella), 5 (ellos) or 3 (mi familia y yo → nosotros). */
  person: 2 | 3 | 5;
  /** Determiner kind, 'quantity' (muchos, dos), 'name' or 'uno' (uno de mis amigos). */
  kind: 'article' | 'indefinite' | 'demonstrative' | 'possessive' | 'quantity' | 'name' | 'uno';
  /** A prepositional complement follows the head (las playas de Cancún). */
  complement: boolean;
  coordinated: boolean;
}

function isNumberWord(token: Token | undefined): boolean {
  return Boolean(
    token &&
    ((/^\d+$/.test(token.text) && token.text !== '1') || NUMBER_WORDS.has(token.lower)) &&
    !/^(mil|ciento)$/.test(token.lower),
  );
}

/** After the head: agreeing adjectives, names, and «de/del/en» complements (las playas de Cancún). */
function extendPhrase(
  tokens: readonly Token[],
  text: string,
  glossary: Glossary,
  from: number,
  number: NumberKind,
  withEn: boolean,
): { last: number; complement: boolean } {
  let last = from;
  let complement = false;
  const attached = (i: number) =>
    tokens[i] !== undefined &&
    !/[,.;:!?«»"()]/.test(text.slice((tokens[i - 1] as Token).end, tokens[i]!.start));
  for (let guard = 0; guard < 6; guard += 1) {
    const next = tokens[last + 1];
    if (!next || !attached(last + 1)) break;
    const adjective = adjectiveReading(next.text, glossary);
    if (adjective && adjective.number === number) {
      last += 1;
      continue;
    }
    if (next.name) {
      last += 1;
      continue;
    }
    if (next.lower === 'de' || next.lower === 'del' || (withEn && next.lower === 'en')) {
      let at = last + 2;
      if (next.lower !== 'del' && determiner(tokens[at]?.text ?? '')) at += 1;
      const word = tokens[at];
      if (!word || !attached(at)) break;
      if (
        isName(word, glossary) ||
        headNoun(word, glossary) ||
        (at === last + 2 && /^(hoy|ayer|aquí|allí|antes|ahora)$/.test(word.lower))
      ) {
        last = at;
        complement = true;
        continue;
      }
    }
    break;
  }
  return { last, complement };
}

/** Reads a noun phrase starting at token i: mis padres, la gente de mi barrio, uno de mis amigos, Ana y yo. */
export function nounPhraseAt(
  context: RuleContext,
  i: number,
  options: { withEn?: boolean; coordinate?: boolean } = {},
): NounPhrase | null {
  const { tokens, text } = context.sentence;
  const { glossary } = context;
  const first = tokens[i];
  if (!first) return null;
  let phrase: NounPhrase | null = null;
  if (/^(uno|una)$/.test(first.lower) && tokens[i + 1]?.lower === 'de') {
    const inner = nounPhraseAt(context, i + 2, { withEn: options.withEn });
    if (inner && inner.number === 'pl')
      phrase = {
        ...inner,
        first: i,
        head: i,
        lemma: first.lower,
        gender: first.lower === 'una' ? 'f' : 'm',
        number: 'sg',
        person: 2,
        kind: 'uno',
      };
  } else if (isName(first, glossary) && !determiner(first.text)) {
    let last = i;
    while (isName(tokens[last + 1], glossary) && tokens[last + 1]?.name) last += 1;
    phrase = {
      first: i,
      last,
      head: i,
      lemma: first.lower,
      gender: null,
      number: 'sg',
      person: 2,
      kind: 'name',
      complement: false,
      coordinated: false,
    };
  } else {
    const det = determiner(first.text);
    const quantity = QUANTITY_WORDS[first.lower] ?? (isNumberWord(first) ? 'pl' : undefined);
    if (!det && !quantity) return null;
    let at = i + 1;
    const pre = tokens[at];
    if (
      pre &&
      !headNoun(pre, glossary) &&
      adjectiveReading(pre.text, glossary) &&
      headNoun(tokens[at + 1] ?? pre, glossary)
    )
      at += 1;
    const headToken = tokens[at];
    if (!headToken || headToken.name || /\d/.test(headToken.text)) return null;
    const noun = headNoun(headToken, glossary);
    if (!noun) return null;
    const number = noun.number;
    if ((det && det.number !== number) || (quantity && quantity !== number)) return null;
    const gender = noun.flexible ? null : noun.gender === 'mf' ? (det?.gender ?? null) : noun.gender;
    const extended = extendPhrase(tokens, text, glossary, at, number, Boolean(options.withEn));
    phrase = {
      first: i,
      last: extended.last,
      head: at,
      lemma: noun.lemma,
      gender,
      number,
      person: number === 'pl' ? 5 : 2,
      kind: det ? det.kind : 'quantity',
      complement: extended.complement,
      coordinated: false,
    };
  }
  if (!phrase || !options.coordinate) return phrase;
  const conj = tokens[phrase.last + 1];
  if (!conj || !/^(y|e)$/.test(conj.lower)) return phrase;
  const second = tokens[phrase.last + 2];
  if (second?.lower === 'yo')
    return { ...phrase, last: phrase.last + 2, number: 'pl', person: 3, coordinated: true };
  const other = second && nounPhraseAt(context, phrase.last + 2, { withEn: options.withEn });
  if (!other) return phrase;
  const gender = phrase.gender === 'f' && other.gender === 'f' ? 'f' : 'm';
  return { ...phrase, last: other.last, number: 'pl', person: 5, gender, coordinated: true };
}

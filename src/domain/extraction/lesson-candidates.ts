/** The lesson's target items the conversation met, as cards with the lesson's own English. */
import type { Level } from '../levels';
import { ARTICLE, TIER, type Candidate, type LessonTarget, type WordFilter } from './candidates';
import type { ContextIndex } from './contexts';
import type { GlossaryHit, GlossaryLookup } from './fallback-extractor';
import { readWord } from './learner-words';
import { sentenceTokens } from './transcript-text';
import { wordKey } from './validate';

/** «el camarero» → camarero; «un café con leche» → café con leche; «me pone…» → me pone. */
function lessonWord(spanish: string): string {
  const plain = spanish
    .replace(/…|\.\.\./g, '')
    .replace(/[¿?¡!]/g, '')
    .trim();
  return /[,;]/.test(plain) ? plain : plain.replace(ARTICLE, '');
}

/**
 * A noun or adjective the learner knows in its dictionary form is known in the plural and the other
 * gender too («perros», «pequeña»): a card would teach a regular ending, not a word. A verb form is
 * not (a lesson teaching «fui» teaches what «ir» does not show).
 */
function knownInAnotherForm(hit: GlossaryHit, filter: WordFilter): boolean {
  return (hit.pos === 'noun' || hit.pos === 'adj') && filter.skips(wordKey(hit.lemma));
}

export function lessonCandidates(
  targets: readonly LessonTarget[],
  glossary: GlossaryLookup,
  filter: WordFilter,
  contexts: ContextIndex,
  level: Level,
): { candidates: Candidate[]; covered: Set<string> } {
  const covered = new Set<string>();
  const candidates = targets.flatMap((target, order) => {
    const word = lessonWord(target.spanish);
    const key = wordKey(word);
    if (word === '' || filter.skips(key)) return [];
    const words = sentenceTokens(word).flatMap((s) => s.words);
    const hits = words.map((_, i) => readWord(glossary, words, i));
    // The content words of the item («cuenta» in «la cuenta, por favor») find its sentence.
    const heads = hits.flatMap((hit) =>
      hit && !filter.skips(wordKey(hit.lemma)) ? [wordKey(hit.lemma)] : [],
    );
    for (const head of heads) covered.add(head);
    const single = words.length === 1 ? hits[0] : undefined;
    // The item itself, known, was skipped above; here only its dictionary form is known.
    if (single && knownInAnotherForm(single, filter)) return [];
    const context =
      contexts.findText(word) ?? heads.map((head) => contexts.find(head)).find(Boolean) ?? target.spanish;
    return [
      {
        key,
        word,
        gloss: target.english,
        translation: target.english,
        pos: single?.pos ?? 'phrase',
        level: single?.level ?? level,
        tier: TIER.lesson,
        count: 1,
        first: order,
        context,
      },
    ];
  });
  return { candidates, covered };
}

/** The learner's own words, and the words the tutor introduced that the learner then used. */
import { TIER, fromHit, readSentence, type Candidate, type WordFilter, ARTICLE } from './candidates';
import type { ContextIndex } from './contexts';
import type { GlossaryLookup } from './fallback-extractor';
import { isName } from './learner-words';
import { isHelpRequest } from './requests';
import { insideAny, stockSpans } from './stock-phrases';
import { sentenceTokens } from './transcript-text';
import type { Turn } from './turns';
import { wordKey } from './validate';

/** Names the learner gave or wrote («me llamo tom», «Mi amiga Rosa»), to skip everywhere. */
export function learnerNames(turns: readonly Turn[]): Set<string> {
  const names = new Set<string>();
  for (const turn of turns) {
    if (turn.role !== 'user') continue;
    for (const { words } of sentenceTokens(turn.text)) {
      for (const word of words) if (isName(word)) names.add(word.word);
    }
  }
  return names;
}

/** The learner's own words (from the corrected turns), counted by lemma, never from help requests. */
export function ownCandidates(
  turns: readonly Turn[],
  unsafe: ReadonlyMap<number, ReadonlySet<string>>,
  glossary: GlossaryLookup,
  filter: WordFilter,
  contexts: ContextIndex,
  introduced: ReadonlySet<string>,
): Candidate[] {
  const byKey = new Map<string, Candidate>();
  let position = 0;
  turns.forEach((turn, t) => {
    if (turn.role !== 'user') return;
    for (const { sentence, words } of sentenceTokens(turn.text)) {
      if (isHelpRequest(sentence)) continue;
      const spans = stockSpans(sentence);
      words.forEach((word, i) => {
        position += 1;
        if (insideAny(spans, word.index) || isName(word) || unsafe.get(t)?.has(word.word)) return;
        const hit = readSentence(glossary, words, i, filter);
        if (!hit) return;
        // «me llamo Tom» introduces the learner; llamarse there is a formula, not a new word.
        const next = words[i + 1];
        if (hit.lemma === 'llamarse' && next && (isName(next) || filter.names.has(next.word))) return;
        const key = wordKey(hit.lemma);
        const seen = byKey.get(key);
        if (seen) seen.count += 1;
        else {
          const tier = introduced.has(key) ? TIER.introduced : TIER.own;
          byKey.set(key, fromHit(hit, tier, position, contexts.find(key) ?? sentence));
        }
      });
    }
  });
  return [...byKey.values()];
}

/** Keys of the words the tutor introduced (add_vocabulary), article removed. */
export function introducedKeys(words: readonly string[], glossary: GlossaryLookup): Set<string> {
  const keys = new Set<string>();
  for (const given of words) {
    const word = given.trim().replace(ARTICLE, '');
    keys.add(wordKey(word));
    const hit = glossary.lookup(word);
    if (hit) keys.add(wordKey(hit.lemma));
  }
  return keys;
}

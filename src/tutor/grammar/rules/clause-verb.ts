/**
 * The verb a subordinate clause turns on, and the finding that changes its mood or tense; shared by
 * the subjunctive and the future-clause rules.
 */
import type { CorrectionCategory } from '../../../content/tutor/correction-categories';
import type { VerbIndex } from '../conjugation';
import { span, subjectPerson, type Finding, type Token } from '../sentence';
import { determiner } from '../words';
import { finiteReadings } from './verb-readings';

/** The first finite verb of a clause, skipping its subject and clitics (que mi hermano no venga). */
export function clauseVerb(tokens: readonly Token[], text: string, verbs: VerbIndex, from: number): number {
  for (let k = from; k < Math.min(tokens.length, from + 7); k += 1) {
    const token = tokens[k] as Token;
    if (/^(que|porque|pero|y|cuando|si)$/.test(token.folded) && k > from) return -1;
    // The clause ends at punctuation: «Si tuviese tiempo, iría» has no verb the index knows before it.
    if (k > from && /[,;:.!?]/.test(text.slice((tokens[k - 1] as Token).end, token.start))) return -1;
    if (
      /^(no|me|te|se|nos|os|lo|la|le|los|las|les|ya|también|tambien|nunca|alguien|nadie|todos|todo|ustedes)$/.test(
        token.lower,
      )
    )
      continue;
    if (subjectPerson(tokens, k) !== null || token.name || determiner(token.text)) continue;
    const readings = finiteReadings(verbs, token);
    if (readings.length > 0) return k;
  }
  return -1;
}

/** A finding that replaces the verb at «at» with «form». */
export function fixVerbAt(
  tokens: readonly Token[],
  at: number,
  form: string,
  category: CorrectionCategory,
  trigger: string,
): Finding {
  const token = tokens[at] as Token;
  return {
    category,
    span: span(token, token),
    edits: [{ start: token.start, end: token.end, text: form }],
    slots: { trigger, form },
  };
}

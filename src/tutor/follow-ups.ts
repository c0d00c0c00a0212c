/**
 * Follow-ups: a question about the thing the learner just named, so the tutor answers what was
 * said instead of changing the subject («Trabajo en un hospital» → «¿Y qué haces en el
 * hospital?»). Pure: it reads the message, the tutor's Understanding and memory, and fills a
 * content template (src/content/tutor/follow-ups.ts) with checked material only: glossary nouns
 * rebuilt with their article, verb forms from the verb index, places understand() accepted.
 * Returns null when nothing fits; the tutor then asks its next topic question.
 */
import type { Glossary } from '../content/glossary';
import { FOLLOW_UP_REACTIONS, FOLLOW_UPS, SOCIAL_VERBS } from '../content/tutor/follow-ups';
import type { Line } from '../content/tutor/types';
import { fill, MAX_REPLY_WORDS } from './compose';
import type { VerbIndex } from './grammar/conjugation';
import { activityCandidate } from './follow-ups/activities';
import type { Candidate } from './follow-ups/candidate';
import { familyCandidate } from './follow-ups/family-and-pets';
import { feelingCandidate, placeCandidate } from './follow-ups/feelings-and-places';
import { dislikeCandidate, likeCandidate } from './follow-ups/likes';
import { readMessage, statementOf, wordsOf } from './follow-ups/message';
import { pastCandidate, planCandidate } from './follow-ups/plans-and-past';
import { CARING } from './follow-ups/word-lists';
import { workCandidates } from './follow-ups/work';
import { fold, wordCount } from './text';
import type { Understanding } from './understand';

export interface FollowUpInput {
  /** The learner's message (already checked: no grammar error found). */
  text: string;
  understood: Understanding;
  glossary: Glossary;
  verbs: VerbIndex;
  /** Facts the tutor already knows (name, city, job…): never ask for them again. */
  memory: Readonly<Record<string, string>>;
  /** Follow-up ids already used this session: never repeat one. */
  used: ReadonlySet<string>;
  /** A0–A1: simpler questions. */
  basic: boolean;
}

export interface FollowUp {
  /** Template id, then «:» and the thing it is about when it names one («pet-name:perro»). */
  id: string;
  line: Line;
  /** A reaction before the question, optional. */
  react?: Line;
}

/** Finds a follow-up question about what the learner just said, or null. */
export function followUp(input: FollowUpInput): FollowUp | null {
  for (const candidate of candidates(input)) {
    const chosen = choose(candidate, input);
    if (chosen) return chosen;
  }
  return null;
}

/** The first template of a situation that is new, fits the level, asks nothing known and fits 20 words. */
function choose(candidate: Candidate, input: FollowUpInput): FollowUp | null {
  const verbEn = candidate.verb?.en ?? '';
  const trailingPreposition = /\s(to|at|for|with|about)$/.test(verbEn);
  for (const template of FOLLOW_UPS[candidate.situation]) {
    const id = candidate.key ? `${template.id}:${candidate.key}` : template.id;
    if (input.used.has(id)) continue;
    if (template.richer && input.basic) continue;
    if (template.asks && input.memory[template.asks]) continue;
    if (template.social && candidate.verb && !SOCIAL_VERBS.has(candidate.verb.lemma)) continue;
    if (trailingPreposition && !template.object && !(template.objectSlot && candidate.objectInVerb)) continue;
    if (candidate.skip?.(template)) continue;
    const line = fill(template, candidate.slots);
    if (/[{}]/.test(line.es + line.en) || wordCount(line.es) > MAX_REPLY_WORDS) continue;
    const reactions = FOLLOW_UP_REACTIONS[candidate.family] ?? [];
    const react = reactions[input.used.size % Math.max(1, reactions.length)];
    const fits = react && wordCount(`${react.es} ${line.es}`) <= MAX_REPLY_WORDS;
    return { id, line, ...(fits ? { react } : {}) };
  }
  return null;
}

/** Every situation the message offers, most telling first. */
function candidates(input: FollowUpInput): Candidate[] {
  const statement = statementOf(input.text);
  const message = readMessage(wordsOf(statement), input);
  const found: (Candidate | null)[] = [];
  const { feeling } = input.understood;
  const negatedFeeling = /\bno (estoy|me siento|ando)\b/.test(fold(statement));
  if (feeling && CARING.has(feeling) && !negatedFeeling) found.push(feelingCandidate(feeling, statement));
  found.push(planCandidate(message));
  found.push(pastCandidate(message));
  found.push(...workCandidates(message));
  found.push(familyCandidate(message));
  found.push(likeCandidate(message));
  found.push(dislikeCandidate(message));
  found.push(activityCandidate(message));
  found.push(placeCandidate(input.understood));
  if (feeling && !CARING.has(feeling) && !negatedFeeling) found.push(feelingCandidate(feeling, statement));
  return found.filter((candidate): candidate is Candidate => candidate !== null);
}

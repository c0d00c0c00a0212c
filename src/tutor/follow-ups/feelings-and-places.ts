import { FOLLOW_UPS, type FollowUpSituation } from '../../content/tutor/follow-ups';
import { fold } from '../text';
import type { Understanding } from '../understand';
import type { Candidate } from './candidate';
import { CARING } from './word-lists';

/** «Estoy cansado», «Estoy muy contenta»: a caring or a happy question about the feeling. */
export function feelingCandidate(feeling: string, text: string): Candidate | null {
  if (!(feeling in FOLLOW_UPS)) return null;
  // «¿Algún motivo especial?» answers joy, not a plain «bien».
  const joyful =
    /\b(muy|content[oa]s?|feliz|felices|emocionad[oa]s?|alegres?|genial|fenomenal|estupend[oa]s?)\b/.test(
      fold(text),
    );
  return {
    situation: feeling as FollowUpSituation,
    family: CARING.has(feeling) ? 'caring' : 'happy',
    key: '',
    slots: {},
    skip: (t) => t.id === 'good-why' && !joyful,
  };
}

/** «Vivo en Valencia», «Soy de Lima»: only places understand() accepted. */
export function placeCandidate(understood: Understanding): Candidate | null {
  for (const key of ['city', 'origin'] as const) {
    const fact = understood.facts.find((f) => f.key === key);
    if (fact) return { situation: key, family: 'place', key: fold(fact.value), slots: { city: fact.value } };
  }
  return null;
}

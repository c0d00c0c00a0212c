import type { FactKey, Tier, TopicQuestion } from '../types';

/** A question with its translation, a simpler phrasing and Sofía's own answer. */
export function q(
  id: string,
  tier: Tier,
  [es, en]: [string, string],
  [simpleEs, simpleEn]: [string, string],
  [answerEs, answerEn]: [string, string],
  expects?: FactKey,
): TopicQuestion {
  return {
    id,
    tier,
    es,
    en,
    simple: { es: simpleEs, en: simpleEn },
    answer: { es: answerEs, en: answerEn },
    ...(expects ? { expects } : {}),
  };
}

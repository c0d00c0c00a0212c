import { EXPERIENCE_VERBS, PAST_PLACES, type FollowUpTemplate } from '../../content/tutor/follow-ups';
import type { Candidate } from './candidate';
import type { MessageReading } from './message';
import { PAST_NEEDS_OBJECT, PAST_SKIP, PLAN_SKIP } from './word-lists';

/** «Voy a viajar a México», «Mañana voy a cocinar». */
export function planCandidate(message: MessageReading): Candidate | null {
  const { words, verbs, plainAt, negated, saysWho, saysAfter, saysWhen, verbEnglish } = message;
  for (let i = 0; i < words.length - 2; i += 1) {
    if (plainAt(i) !== 'voy' || plainAt(i + 1) !== 'a' || negated(i)) continue;
    const next = words[i + 2]?.plain ?? '';
    const lemma = /(ar|er|ir)$/.test(next) ? verbs.infinitive(next) : null;
    if (!lemma || PLAN_SKIP.has(lemma)) return null;
    const en = verbEnglish(lemma);
    const who = saysWho(i);
    const where = saysAfter(i + 2, /^(en|al?)$/);
    const skip = (t: FollowUpTemplate) =>
      (where && /-where$/.test(t.id)) || (who && /-who$/.test(t.id)) || (saysWhen && /-when$/.test(t.id));
    if (lemma === 'viajar' || lemma === 'ir')
      return { situation: 'planTrip', family: 'plan', key: lemma, slots: {}, skip };
    return {
      situation: 'plan',
      family: 'plan',
      key: lemma,
      slots: { inf: { es: lemma, en } },
      verb: { lemma, en },
      skip,
    };
  }
  return null;
}

/** «Ayer fui al cine», «Vi una película», «He leído un libro». */
export function pastCandidate(message: MessageReading): Candidate | null {
  const { words, verbs, plainAt, negated, saysWho, saysAfter, firstPerson, placeAfter } = message;
  const { tuPast, verbEnglish, nounAt, phrase } = message;
  for (let i = 0; i < words.length; i += 1) {
    let lemma = firstPerson(i, 'preterite');
    if (!lemma && plainAt(i) === 'he' && i + 1 < words.length) {
      lemma = verbs.participleOf(words[i + 1]?.lower ?? '');
      if (lemma) i += 1;
    }
    if (!lemma || negated(i)) continue;
    const who = saysWho(i);
    const skipWho = (t: FollowUpTemplate) => who && /-who$/.test(t.id);
    // «fui» is ir before «a»: «fui al cine», «fui a la playa».
    const goes = (lemma === 'ser' || lemma === 'ir') && /^(a|al)$/.test(plainAt(i + 1));
    if (goes) {
      const place = placeAfter(i + 1);
      const situation = (place && PAST_PLACES[place.lemma]) || 'pastGo';
      return { situation, family: 'past', key: place?.lemma ?? 'ir', slots: {}, skip: skipWho };
    }
    if (PAST_SKIP.has(lemma)) continue;
    const did = tuPast(lemma);
    if (!did) continue;
    const en = verbEnglish(lemma);
    const object = nounAt(i + 1);
    if (object) {
      const thing = phrase(object.info);
      const experience = EXPERIENCE_VERBS.has(lemma);
      return {
        situation: 'pastObject',
        family: 'past',
        key: `${lemma}-${object.info.lemma}`,
        slots: {
          thing: { es: thing.es, en: thing.en },
          gusto: thing.plural ? 'gustaron' : 'gustó',
          did: { es: did, en },
        },
        verb: { lemma, en },
        skip: (t) => skipWho(t) || (t.id === 'past-object-like' && !experience),
      };
    }
    if (PAST_NEEDS_OBJECT.has(lemma)) {
      return {
        situation: 'past',
        family: 'past',
        key: lemma,
        slots: { did: { es: did, en } },
        skip: (t) => t.id !== 'past-how',
      };
    }
    const where = saysAfter(i, /^(en|a|al)$/);
    return {
      situation: 'past',
      family: 'past',
      key: lemma,
      slots: { did: { es: did, en } },
      verb: { lemma, en },
      skip: (t) => skipWho(t) || (where && t.id === 'past-where'),
    };
  }
  return null;
}

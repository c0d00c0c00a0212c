import { KINDS, NOT_ACTIVITIES } from '../../content/tutor/follow-ups';
import type { Slots } from '../compose';
import type { Candidate } from './candidate';
import type { MessageReading } from './message';
import { NOT_DAILY } from './word-lists';
import { capitalise } from './wording';

/** «Juego al tenis los sábados», «Leo novelas», «Nado en la piscina», «Voy al gimnasio». */
export function activityCandidate(message: MessageReading): Candidate | null {
  const { words, plainAt, negated, firstPerson, placeAfter, tuPresent, verbEnglish } = message;
  const { saysWho, saysAfter, saysWhen, phrase, nounAt, bareNoun } = message;
  for (let i = 0; i < words.length - 1; i += 1) {
    const lemma = firstPerson(i, 'present');
    if (!lemma || negated(i)) continue;
    const goes = lemma === 'ir' && /^(a|al)$/.test(plainAt(i + 1)) && placeAfter(i + 1);
    if (NOT_ACTIVITIES.has(lemma) && !goes) continue;
    const verb = tuPresent(lemma);
    if (!verb) continue;
    const en = verbEnglish(lemma);
    const slots: Slots = {
      verb: { es: verb, en },
      Verb: capitalise({ es: verb, en }),
      inf: { es: lemma, en },
    };
    const who = saysWho(i);
    const game = lemma === 'jugar' && /^(a|al)$/.test(plainAt(i + 1)) ? placeAfter(i + 1) : null;
    if (game) {
      const place = saysAfter(i + 2, /^en$/);
      const named = phrase(game);
      return {
        situation: 'activityPlay',
        family: 'like',
        key: game.lemma,
        slots: { ...slots, game: { es: `a ${named.es}`.replace(/^a el /, 'al '), en: named.en } },
        skip: (t) => (who && t.id === 'play-who') || (place && t.id === 'play-where'),
      };
    }
    const object = nounAt(i + 1);
    if (object && object.article !== 'other') {
      const { info } = object;
      const bare = bareNoun(info);
      const sortable = info.number === 'pl' || KINDS.has(info.lemma) || object.article === 'definite';
      const withObject = object.article === 'definite' ? phrase(info) : bare;
      const objectEn = object.article === 'definite' ? `the ${withObject.en}` : withObject.en;
      return {
        situation: 'activityObject',
        family: 'like',
        key: `${lemma}-${info.lemma}`,
        slots: {
          ...slots,
          noun: bare,
          Verb: capitalise({ es: `${verb} ${withObject.es}`, en: `${en} ${objectEn}` }),
        },
        verb: { lemma, en },
        objectInVerb: true,
        skip: (t) => (t.id === 'activity-which' && !sortable) || (t.id === 'activity-often' && saysWhen),
      };
    }
    const somewhere = /^(en|a|al|con|por)$/.test(plainAt(i + 1));
    if (!somewhere) continue;
    return {
      situation: 'activity',
      family: 'like',
      key: lemma,
      slots,
      verb: { lemma, en },
      skip: (t) =>
        (who && t.id === 'activity-who') ||
        (t.id === 'activity-like' && lemma === 'ir') ||
        (t.id === 'activity-often' && (NOT_DAILY.has(lemma) || saysWhen)),
    };
  }
  return null;
}

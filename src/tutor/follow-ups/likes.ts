import { KINDS, OBJECT_VERBS, SPORTS } from '../../content/tutor/follow-ups';
import type { Slots } from '../compose';
import { fold } from '../text';
import type { Candidate } from './candidate';
import type { MessageReading } from './message';
import { NOT_DAILY } from './word-lists';
import { capitalise } from './wording';

/** «Me gusta cocinar», «Me gusta el fútbol», «Me gustan las películas». */
export function likeCandidate(message: MessageReading): Candidate | null {
  const { understood, glossary, noun } = message;
  const liked = understood.likes[0];
  if (!liked) return null;
  const verb = glossary.get(liked.es, 'verb');
  if (verb) return likedVerb(message, liked.es);
  const info = noun(liked.es.split(' ').at(-1));
  if (!info) return null;
  const thing = { es: liked.es, en: liked.en };
  const gusta = liked.plural ? 'gustan' : 'gusta';
  const bare = { es: liked.es.replace(/^\S+ /, ''), en: liked.en };
  if (SPORTS.has(info.lemma) && !liked.plural)
    return { situation: 'likeSport', family: 'like', key: info.lemma, slots: { thing } };
  if (info.lemma === 'música')
    return { situation: 'likeMusic', family: 'like', key: info.lemma, slots: { thing } };
  const situation = KINDS.has(info.lemma) ? 'likeKind' : 'likeThing';
  return { situation, family: 'like', key: info.lemma, slots: { thing, gusta, noun: bare } };
}

/** «No me gusta el café». */
export function dislikeCandidate(message: MessageReading): Candidate | null {
  const disliked = message.understood.dislikes[0];
  if (!disliked) return null;
  return {
    situation: 'dislike',
    family: 'dislike',
    key: fold(disliked.es.replace(/^\S+ /, '')),
    slots: { thing: { es: disliked.es, en: disliked.en }, gusta: disliked.plural ? 'gustan' : 'gusta' },
  };
}

/** A liked activity: «¿Qué te gusta cocinar?», «¿Viajas a menudo?». */
function likedVerb(message: MessageReading, lemma: string): Candidate | null {
  const { words, saysWho, saysWhen, nounAt, phrase, bareNoun, tuPresent, verbEnglish } = message;
  const verb = tuPresent(lemma);
  if (!verb) return null;
  const en = verbEnglish(lemma);
  const slots: Slots = {
    verb: { es: verb, en },
    Verb: capitalise({ es: verb, en }),
    inf: { es: lemma, en },
  };
  const at = words.findIndex((w) => w.plain === fold(lemma));
  const object = at >= 0 ? nounAt(at + 1) : null;
  const saysWhat = object !== null;
  // The object only where the English verb needs one ("listen to music"): «salsa» may be a sauce.
  if (object && object.article !== 'other' && / to$/.test(en)) {
    const thing = object.article === 'definite' ? phrase(object.info) : bareNoun(object.info);
    const objectEn = object.article === 'definite' ? `the ${thing.en}` : thing.en;
    slots.Verb = capitalise({ es: `${verb} ${thing.es}`, en: `${en} ${objectEn}` });
  }
  const who = at >= 0 && saysWho(at);
  if (lemma === 'jugar')
    return { situation: 'likeVerbPlay', family: 'like', key: lemma, slots, verb: { lemma, en } };
  const situation = OBJECT_VERBS.has(lemma) ? 'likeVerbWhat' : 'likeVerb';
  return {
    situation,
    family: 'like',
    key: lemma,
    slots,
    verb: { lemma, en },
    objectInVerb: saysWhat && / to$/.test(en),
    skip: (t) =>
      (saysWhat && t.id === 'like-verb-what') ||
      (who && t.id === 'like-verb-who') ||
      (saysWhen && (t.id === 'like-verb-daily' || t.id === 'like-verb-often')) ||
      ((t.id === 'like-verb-daily' || t.id === 'like-verb-often') &&
        NOT_DAILY.has(lemma) &&
        lemma !== 'viajar'),
  };
}

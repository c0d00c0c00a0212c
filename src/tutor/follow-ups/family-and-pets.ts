import {
  FAMILY,
  MIXED_FAMILY,
  PETS,
  POSSESSIONS,
  type FollowUpSituation,
  type FollowUpTemplate,
} from '../../content/tutor/follow-ups';
import type { Line } from '../../content/tutor/types';
import { agreeingAdjective, plural } from '../grammar/words';
import { englishPlural } from '../phrases';
import { fold } from '../text';
import type { Candidate } from './candidate';
import type { MessageReading } from './message';
import { COUNTS } from './word-lists';
import { feminine } from './wording';

/** «Tengo dos hermanos y una hermana», «Tengo un perro», «Tengo un coche». */
export function familyCandidate(message: MessageReading): Candidate | null {
  const { words, plainAt, negated, noun } = message;
  for (let i = 0; i < words.length - 1; i += 1) {
    if (plainAt(i) !== 'tengo' || negated(i)) continue;
    let at = i + 1;
    while (COUNTS.has(plainAt(at)) || /^\d+$/.test(plainAt(at))) at += 1;
    if (at === i + 1 && !/^(hermanos|hijos|primos|abuelos|tios|nietos|sobrinos)$/.test(plainAt(at)))
      return null;
    const info = noun(words[at]?.raw);
    if (!info) return null;
    const many = info.number === 'pl';
    const spanish = many ? plural(info.form) : info.form;
    const your = (en: string): Line => ({ es: `${many ? 'tus' : 'tu'} ${spanish}`, en: `your ${en}` });
    const he = info.gender === 'f' ? 'she' : 'he';
    const named = /\b(se llaman?|llamad[oa]s?)\b/.test(words.map((w) => w.plain).join(' '));
    const skipName = (t: FollowUpTemplate) => named && /-names?$/.test(t.id);
    const family = FAMILY[info.form];
    if (family) {
      const mixed =
        many &&
        info.gender === 'm' &&
        MIXED_FAMILY[info.form] &&
        words.some(
          (w) => w.plain === fold(feminine(info.form)) || w.plain === fold(plural(feminine(info.form))),
        );
      const en = mixed ? (MIXED_FAMILY[info.form] as string) : many ? family.pl : family.sg;
      const situation: FollowUpSituation =
        family.kind === 'sibling'
          ? many
            ? 'siblings'
            : 'sibling'
          : family.kind === 'child'
            ? many
              ? 'children'
              : 'child'
            : many
              ? 'relatives'
              : 'relative';
      return { situation, family: 'family', key: spanish, slots: { your: your(en), he }, skip: skipName };
    }
    if (PETS.has(info.lemma)) {
      const en = many ? englishPlural(info.en) : info.en;
      return {
        situation: many ? 'pets' : 'pet',
        family: 'pet',
        key: spanish,
        slots: { your: your(en), small: agreeingAdjective('pequeño', info.gender, 'sg') },
        skip: skipName,
      };
    }
    if (POSSESSIONS.has(info.lemma) && !many) {
      return {
        situation: 'possession',
        family: 'like',
        key: info.lemma,
        slots: { your: your(info.en), new: agreeingAdjective('nuevo', info.gender, 'sg') },
      };
    }
    return null;
  }
  return null;
}

import { PROFESSION_NOUNS } from '../../content/tutor/grammar-words';
import { englishGloss } from '../phrases';
import { fold } from '../text';
import type { Candidate } from './candidate';
import type { MessageReading } from './message';
import { NOT_BEFORE_VERB } from './word-lists';
import { withIndefinite } from './wording';

/** «Trabajo en un hospital», «Soy enfermera», «Soy estudiante», «Estudio medicina». */
export function workCandidates(message: MessageReading): (Candidate | null)[] {
  const { words, glossary, plainAt, negated, placeAfter, nounAt, phrase } = message;
  const found: (Candidate | null)[] = [];
  const profession = professionOf(message);
  for (let i = 0; i < words.length; i += 1) {
    const word = plainAt(i);
    if ((word !== 'trabajo' && word !== 'estudio') || negated(i) || NOT_BEFORE_VERB.has(plainAt(i - 1)))
      continue;
    const next = plainAt(i + 1);
    if (word === 'trabajo') {
      if (next === 'de' || next === 'como') continue; // a profession: below
      const place = next === 'en' || next === 'para' ? placeAfter(i + 1) : null;
      const article = next === 'en' || next === 'para' ? nounAt(i + 2)?.article : undefined;
      if (place && place.number === 'sg' && article && article !== 'none') {
        const thing = phrase(place);
        found.push({
          situation: 'workPlace',
          family: 'work',
          key: place.lemma,
          slots: { place: { es: thing.es, en: thing.en } },
        });
      } else if (!profession) {
        found.push({ situation: 'workElsewhere', family: 'work', key: '', slots: {} });
      }
    } else {
      const subject = nounAt(i + 1);
      if (subject && subject.article === 'none' && subject.info.number === 'sg') {
        const thing = phrase(subject.info);
        found.push({
          situation: 'studySubject',
          family: 'work',
          key: subject.info.lemma,
          slots: { thing: { es: thing.es, en: thing.en } },
        });
      } else {
        const where = next === 'en';
        found.push({
          situation: 'student',
          family: 'work',
          key: '',
          slots: {},
          skip: (t) => where && t.id === 'study-where',
        });
      }
    }
  }
  if (profession === 'estudiante') found.push({ situation: 'student', family: 'work', key: '', slots: {} });
  else if (profession) {
    const entry = glossary.lookup(profession);
    const en = entry ? englishGloss(entry.gloss) : '';
    const saysPlace =
      found.some((c) => c?.situation === 'workPlace') ||
      words.some((w, at) => w.plain === 'en' && plainAt(at - 1) !== 'soy');
    found.push({
      situation: 'job',
      family: 'work',
      key: fold(profession),
      slots: en ? { job: { es: profession, en: withIndefinite(en) } } : {},
      skip: (t) => saysPlace && t.id === 'job-where',
    });
  }
  return found;
}

/** The learner's profession, from understand() or «soy/trabajo de» + a profession noun. */
function professionOf(message: MessageReading): string | null {
  const { words, understood, plainAt, negated } = message;
  const fact = understood.facts.find((f) => f.key === 'job')?.value;
  if (fact) return fact;
  for (let i = 0; i < words.length - 1; i += 1) {
    const lead = plainAt(i);
    const trabajoDe = lead === 'trabajo' && /^(de|como)$/.test(plainAt(i + 1));
    if ((lead !== 'soy' && !trabajoDe) || negated(i)) continue;
    let at = trabajoDe ? i + 2 : i + 1;
    if (/^(un|una)$/.test(plainAt(at))) at += 1;
    const word = words[at]?.lower ?? '';
    if (PROFESSION_NOUNS.has(word)) return word;
  }
  return null;
}

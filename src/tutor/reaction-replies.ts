/**
 * The tutor's reactions to what the learner said (a fact, a taste, a feeling, a yes or no) and its
 * answers in persona to questions put to Sofía; each phrasing picked fresh.
 */
import { PERSONA } from '../content/tutor/persona';
import {
  ACKNOWLEDGEMENTS,
  AS_I_SAID,
  DISLIKE_SAME,
  FACT_REACTIONS,
  FEELINGS,
  HAVE_REACTIONS,
  LIKE_SAME,
  NAME_UNKNOWN,
  NICE_TO_MEET,
  NOT_SURE,
  NO_REACTIONS,
  SOFIA_LIKES,
  THANKS_REPLIES,
  UNCLEAR,
  YES_REACTIONS,
  YOUR_NAME,
} from '../content/tutor/reactions';
import type { Line, TopicQuestion } from '../content/tutor/types';
import { fill } from './compose';
import type { Thing } from './phrases';
import type { ReplyDeps, TurnKind } from './replies';
import { likedThing, type Understanding } from './understand';
import { fold, isQuestion, tokens } from './text';

export function createReactions(deps: ReplyDeps) {
  const { voice, glossary, memory } = deps;

  const likeSlots = (thing: Thing) => ({
    thing: { es: thing.es, en: thing.en },
    Thing: { es: thing.es.charAt(0).toUpperCase() + thing.es.slice(1), en: thing.en },
    gusta: thing.plural ? 'gustan' : 'gusta',
  });

  /** A fresh phrasing of `lines`, else a fresh acknowledgement: a reaction never repeats. */
  const pickOr = (lines: readonly Line[], slots = {}): Line => {
    const line = voice.pick(lines, slots);
    return voice.fresh(line) ? line : voice.pick(ACKNOWLEDGEMENTS);
  };

  return {
    /** A checked reaction to what the learner said: a fact, a taste, a feeling… */
    react(
      text: string,
      understood: Understanding,
      fresh: readonly { key: string; value: string }[],
      question: TopicQuestion | null,
    ): { line: Line | null; kind: TurnKind; generic?: boolean } {
      const fact = (key: string) => fresh.find((f) => f.key === key);
      const name = fact('name');
      if (name) return { line: voice.pick(NICE_TO_MEET, { name: name.value }), kind: 'follow_up' };
      const city = fact('city');
      if (city) return { line: pickOr(FACT_REACTIONS.city, { place: city.value }), kind: 'follow_up' };
      if (fact('origin')) return { line: pickOr(FACT_REACTIONS.origin), kind: 'follow_up' };
      const job = fact('job');
      if (job)
        return {
          line: pickOr(/^estudiante$/.test(job.value) ? FACT_REACTIONS.student : FACT_REACTIONS.job),
          kind: 'follow_up',
        };
      if (fact('age')) return { line: pickOr(FACT_REACTIONS.age), kind: 'follow_up' };
      const liked = understood.likes[0];
      if (liked) return { line: pickOr(LIKE_SAME, likeSlots(liked)), kind: 'follow_up' };
      const disliked = understood.dislikes[0];
      if (disliked) return { line: pickOr(DISLIKE_SAME, likeSlots(disliked)), kind: 'follow_up' };
      if (understood.feeling)
        return { line: pickOr(FEELINGS[understood.feeling] ?? ACKNOWLEDGEMENTS), kind: 'follow_up' };
      if (understood.has) return { line: pickOr(HAVE_REACTIONS), kind: 'follow_up' };
      const words = tokens(text);
      const topicFact = topicReaction(words);
      if (topicFact) return { line: topicFact, kind: 'follow_up' };
      if (/^(muchas )?gracias\b/.test(fold(text)) && words.length <= 4)
        return { line: pickOr(THANKS_REPLIES), kind: 'thanks' };
      if (understood.yesNo)
        return { line: pickOr(understood.yesNo === 'yes' ? YES_REACTIONS : NO_REACTIONS), kind: 'follow_up' };
      if (isQuestion(text)) return { line: null, kind: 'answer' };
      const known = words.filter((w) => w.length > 2 && glossary.lookup(w)).length;
      if (known === 0 && words.length > 0 && !question?.expects)
        return { line: voice.pick(UNCLEAR), kind: 'unclear' };
      return { line: voice.pick(ACKNOWLEDGEMENTS, {}, words.length), kind: 'follow_up', generic: true };
    },

    /** An answer in persona to a question put to Sofía, or null when the message asks nothing. */
    answer(text: string, question: TopicQuestion | null): Line | null {
      if (!isQuestion(text) && !/\by (tu|usted)\b/.test(fold(text))) return null;
      const folded = fold(text)
        .replace(/[¿?¡!.,]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (/\bcomo me llamo\b|\bcual es mi nombre\b|\bsabes mi nombre\b/.test(folded)) {
        return memory.name ? fill(YOUR_NAME, { name: memory.name }) : NAME_UNKNOWN;
      }
      // «¿Te gusta cocinar?» is about cooking: answer about the thing asked.
      const asked = /\b(?:te|le) (?:gusta|gustan|encanta|encantan)\s+(.+)$/i.exec(
        text.normalize('NFC').replace(/[¿?¡!.,]/g, ' '),
      );
      const thing = asked ? likedThing(asked[1]?.trim().split(/\s+/) ?? [], glossary, deps.verbs) : null;
      if (thing) return pickOr(SOFIA_LIKES, likeSlots(thing));
      const persona = PERSONA.find((topic) => topic.patterns.some((pattern) => pattern.test(folded)));
      if (persona) {
        // Never the same persona answer more than twice: the second time it is a reminder.
        const line = voice.pick(persona.answers);
        return voice.fresh(line) ? line : fill(AS_I_SAID, { answer: line });
      }
      if (/\by (tu|usted)\b/.test(folded) && question)
        return voice.fresh(question.answer) ? question.answer : voice.pick(PERSONA[1]?.answers ?? []);
      const mentioned = deps.planner.mentioned(tokens(text))[0];
      const topical = mentioned?.questions.map((q) => q.answer).find((answer) => voice.fresh(answer));
      return topical ?? voice.pick(NOT_SURE);
    },
  };

  function topicReaction(words: readonly string[]): Line | null {
    for (const topic of deps.planner.mentioned(words)) {
      const fact = topic.facts.find(
        (f) => f.keywords.some((k) => words.some((w) => w === k || w.startsWith(k))) && voice.fresh(f.line),
      );
      if (fact) return fact.line;
    }
    return null;
  }
}

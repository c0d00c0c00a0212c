/** The tutor's replies by situation, each picked fresh (never a sentence said before). */
import type { Glossary } from '../content/glossary';
import {
  ENGLISH_ENCOURAGE,
  ENGLISH_MODEL,
  EXAMPLE_OFFER,
  GRAMMAR_EXAMPLE,
  GRAMMAR_MORE_OFFER,
  GRAMMAR_UNKNOWN,
  HOW_TO_SAY,
  HOW_TO_SAY_UNKNOWN,
  MEANING,
  MEANING_UNKNOWN,
  SIMPLER_LEADS,
} from '../content/tutor/help';
import type { GrammarNote } from '../content/tutor/grammar-notes/types';
import { PERSONA } from '../content/tutor/persona';
import { meaningOf, phraseFor } from '../content/tutor/phrasebook';
import {
  ACKNOWLEDGEMENTS,
  AS_I_SAID,
  BRIDGES,
  SOFIA_LIKES,
  CORRECTION_LEADS,
  DISLIKE_SAME,
  DONT_KNOW,
  EMPTY,
  FACT_REACTIONS,
  FAREWELLS,
  FAREWELLS_ANONYMOUS,
  FEELINGS,
  HAVE_REACTIONS,
  LIKE_SAME,
  MOVE_ON_AFTER_TRIES,
  NAME_UNKNOWN,
  NEW_WORD,
  NOT_SURE,
  NICE_TO_MEET,
  NO_REACTIONS,
  PRAISE,
  REPEAT_REQUESTS,
  THANKS_REPLIES,
  TRY_AGAIN,
  UNCLEAR,
  YES_REACTIONS,
  YOUR_NAME,
} from '../content/tutor/reactions';
import type { Line, TopicQuestion } from '../content/tutor/types';
import { fill, fit, join, MAX_REPLY_WORDS, type Voice } from './compose';
import { howToSay, modelSentence, type EnglishIndex } from './english';
import type { Correction } from './grammar/engine';
import type { VerbIndex } from './grammar/conjugation';
import type { Planner } from './planner';
import { englishGloss, type Thing } from './phrases';
import { likedThing, type Understanding } from './understand';
import { fold, isQuestion, looksEnglish, tokens, wordCount } from './text';

export type TurnKind =
  | 'greeting'
  | 'farewell'
  | 'correction'
  | 'praise'
  | 'answer'
  | 'follow_up'
  | 'english'
  | 'unclear'
  | 'help'
  | 'thanks'
  | 'repeat'
  | 'summary'
  /** A part of a lesson's script: the goal, the rule, the scene, the listening, the summary. */
  | 'lesson';

export function createReplies(deps: {
  voice: Voice;
  glossary: Glossary;
  english: EnglishIndex;
  planner: Planner;
  memory: Record<string, string>;
  /** English glosses now (the difficulty setting can change it during a session). */
  withGloss: () => boolean;
  verbs: VerbIndex;
  basic: boolean;
}) {
  const { voice, glossary, memory } = deps;
  const gloss = (english: string) => (deps.withGloss() ? ` (${english})` : '');
  const likeSlots = (thing: Thing) => ({
    thing: { es: thing.es, en: thing.en },
    Thing: { es: thing.es.charAt(0).toUpperCase() + thing.es.slice(1), en: thing.en },
    gusta: thing.plural ? 'gustan' : 'gusta',
  });

  /** A phrasing of `lines` not said yet this session, or nothing. */
  const freshOrNull = (lines: readonly Line[]): Line | null => {
    const line = voice.pick(lines);
    return voice.fresh(line) ? line : null;
  };

  /** A fresh phrasing of `lines`, else a fresh acknowledgement: a reaction never repeats. */
  const pickOr = (lines: readonly Line[], slots = {}): Line => {
    const line = voice.pick(lines, slots);
    return voice.fresh(line) ? line : voice.pick(ACKNOWLEDGEMENTS);
  };

  return {
    empty: () => voice.pick(EMPTY),
    praise: () => voice.pick(PRAISE),
    moveOn: () => voice.pick(MOVE_ON_AFTER_TRIES),
    tryAgain: (sentence: string) => voice.pick(TRY_AGAIN, { sentence }),
    newWord: (word: { word: string; definition: string }) =>
      voice.pick(NEW_WORD, { word: word.word, gloss: gloss(englishGloss(word.definition)) }),
    farewell: () =>
      memory.name ? voice.pick(FAREWELLS, { name: memory.name }) : voice.pick(FAREWELLS_ANONYMOUS),

    /** What was wrong, the corrected sentence, and a request to repeat it. */
    correction(found: Correction, sentence: string): Line {
      const lead = voice.pick(CORRECTION_LEADS, { right: found.right, wrong: found.wrong });
      const repeat = voice.pick(REPEAT_REQUESTS, { sentence });
      const reply = join([lead, repeat]);
      return wordCount(reply.es) <= MAX_REPLY_WORDS ? reply : repeat;
    },

    /** The last question said more simply, with an English gloss at A0–A1. */
    simpler(question: TopicQuestion | null, lead = false): Line {
      const fallback = deps.planner.next(memory);
      const simple = question?.simple ?? fallback?.simple ?? { es: '¿Cómo estás?', en: 'How are you?' };
      const glossed = deps.basic ? { es: `${simple.es} (${simple.en})`, en: simple.en } : simple;
      return fit([lead ? voice.pick(SIMPLER_LEADS) : null, glossed], [0]);
    },

    meaning(word: string): Line {
      // Phrases and short sentences first («la cuenta», «me da igual»), then single words.
      const phrase = meaningOf(word);
      if (phrase)
        return voice.pick(MEANING, {
          word: phrase.es.replace(/[.!]+$/, ''),
          gloss: phrase.meaning.replace(/[.!]+$/, ''),
        });
      const hit = glossary.lookup(word);
      if (!hit) return voice.pick(MEANING_UNKNOWN, { word: tokens(word).slice(0, 3).join(' ') || '…' });
      return voice.pick(MEANING, { word: word.toLowerCase(), gloss: englishGloss(hit.gloss) });
    },

    /**
     * The flashcard for what the learner asked about (add_vocabulary): the Spanish word or short
     * phrase and its meaning, when the tutor knew it. Whole sentences are answered, not saved.
     */
    askedItem(kind: 'meaning' | 'how-to-say', asked: string): { word: string; definition: string } | null {
      const short = (spanish: string) =>
        spanish
          .replace(/[¿?¡!.]/g, '')
          .trim()
          .split(/\s+/).length <= 3;
      if (kind === 'meaning') {
        const phrase = meaningOf(asked);
        if (phrase && short(phrase.es))
          return { word: phrase.es.replace(/[¿?¡!.]/g, '').trim(), definition: phrase.meaning };
        const hit = phrase ? null : glossary.lookup(asked);
        return hit ? { word: hit.lemma, definition: hit.gloss } : null;
      }
      const phrase = phraseFor(asked);
      if (phrase)
        return short(phrase.es)
          ? { word: phrase.es.replace(/[¿?¡!.]/g, '').trim(), definition: asked.trim() }
          : null;
      const found = howToSay(asked, deps.english);
      return found
        ? { word: found.spanish.replace(/^(el|la|los|las|un|una) /, ''), definition: found.english }
        : null;
    },

    howToSay(word: string): Line {
      const phrase = phraseFor(word);
      if (phrase) {
        const spanish = phrase.esFeminine
          ? `${phrase.es.replace(/[.!]+$/, '')}» o «${phrase.esFeminine}`
          : phrase.es;
        const english = word
          .trim()
          .replace(/[?.!]+$/, '')
          .replace(/\bi\b/g, 'I');
        return voice.pick(HOW_TO_SAY, { english, spanish: spanish.replace(/[.]+$/, '') });
      }
      const found = howToSay(word, deps.english);
      return found
        ? voice.pick(HOW_TO_SAY, { english: found.english, spanish: found.spanish })
        : voice.pick(HOW_TO_SAY_UNKNOWN);
    },

    dontKnow(question: TopicQuestion | null): Line {
      const answer = question?.answer.es.replace(/[¡!]/g, '').replace(/[.]+$/, '') ?? 'Estoy bien';
      return voice.pick(DONT_KNOW, {
        answer: { es: answer, en: question?.answer.en.replace(/[.!]+$/, '') ?? "I'm fine" },
      });
    },

    isEnglish: (text: string) => looksEnglish(text),
    bridge: () => voice.pick(BRIDGES),

    /** The rule, level-graded, with an offer of an example when it fits in 20 words. */
    grammarAnswer(note: GrammarNote): Line {
      const answer = deps.basic || deps.withGloss() ? note.answer.basic : note.answer.richer;
      return fit([answer, freshOrNull(EXAMPLE_OFFER)], [1]);
    },
    /** The note's example (glossed in English at A0–A2), then an offer of more. */
    grammarExample(note: GrammarNote): Line {
      const example = { es: note.example.es.replace(/[.]+$/, ''), en: note.example.en.replace(/[.]+$/, '') };
      const glossed = voice.pick(GRAMMAR_EXAMPLE, { example, gloss: gloss(example.en) });
      const plain = voice.pick(GRAMMAR_EXAMPLE, { example, gloss: '' });
      // The gloss matters more than the offer to go on: the offer goes first when space is short.
      const shown = wordCount(glossed.es) <= MAX_REPLY_WORDS ? glossed : plain;
      return fit([shown, freshOrNull(GRAMMAR_MORE_OFFER)], [1]);
    },
    grammarMore: (note: GrammarNote): Line => note.more,
    grammarUnknown: () => voice.pick(GRAMMAR_UNKNOWN),

    /** English input: a Spanish model when the glossary can translate it exactly, else encouragement. */
    english(text: string): Line {
      const phrase = phraseFor(text);
      const model = phrase
        ? { es: phrase.es.replace(/[.]+$/, ''), en: text.trim() }
        : modelSentence(text, deps.english);
      if (!model) return voice.pick(ENGLISH_ENCOURAGE);
      const es = model.es.replace(/[.]+$/, '');
      return voice.pick(ENGLISH_MODEL, { model: { es, en: model.en } });
    },

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

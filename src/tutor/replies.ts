/**
 * The tutor's replies by situation, each picked fresh (never a sentence said before). Reactions to
 * what the learner said and answers in persona are in reaction-replies.ts.
 */
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
import { meaningOf, phraseFor } from '../content/tutor/phrasebook';
import {
  BRIDGES,
  CORRECTION_LEADS,
  DONT_KNOW,
  EMPTY,
  FAREWELLS,
  FAREWELLS_ANONYMOUS,
  MOVE_ON_AFTER_TRIES,
  NEW_WORD,
  PRAISE,
  REPEAT_REQUESTS,
  TRY_AGAIN,
} from '../content/tutor/reactions';
import type { Line, TopicQuestion } from '../content/tutor/types';
import { fit, join, MAX_REPLY_WORDS, type Voice } from './compose';
import { howToSay, modelSentence, type EnglishIndex } from './english';
import type { Correction } from './grammar/engine';
import type { VerbIndex } from './grammar/conjugation';
import type { Planner } from './planner';
import { englishGloss } from './phrases';
import { looksEnglish, tokens, wordCount } from './text';
import { createReactions } from './reaction-replies';

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

/** What the tutor needs to word its replies. */
export interface ReplyDeps {
  voice: Voice;
  glossary: Glossary;
  english: EnglishIndex;
  planner: Planner;
  memory: Record<string, string>;
  /** English glosses now (the difficulty setting can change it during a session). */
  withGloss: () => boolean;
  verbs: VerbIndex;
  basic: boolean;
}

export function createReplies(deps: ReplyDeps) {
  const { voice, glossary, memory } = deps;
  const gloss = (english: string) => (deps.withGloss() ? ` (${english})` : '');

  /** A phrasing of `lines` not said yet this session, or nothing. */
  const freshOrNull = (lines: readonly Line[]): Line | null => {
    const line = voice.pick(lines);
    return voice.fresh(line) ? line : null;
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

    ...createReactions(deps),
  };
}

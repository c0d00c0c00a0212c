/**
 * The local tutor's brain: a rule-based Spanish conversation partner following the spec's tutor
 * instruction (doc 2 §9): Spanish, at most 20 words, level-adapted, on topic, asks questions,
 * corrects common errors and asks for a repeat, and calls set_memory / add_vocabulary.
 * Deterministic for a given seed.
 */
import type { Glossary } from '../../../content/glossary';
import type { LessonContent } from '../../../content/lessons';
import { isMemoryKey } from '../../../domain/tool-registry';
import { levelIndex, type Level } from '../../../domain/levels';
import { TUTOR_TOOLS } from '../../../contracts/realtime';
import { correctedSentence, findCorrection } from './corrections';
import { extractFacts, type Fact } from './facts';
import {
  acknowledgement,
  factReaction,
  feelingReaction,
  fit,
  praise,
  yesNoReaction,
  type Tier,
} from './phrases';
import { NAME_QUESTION, createPlanner } from './planner';
import { answerQuestion } from './questions';
import { createRng } from './rng';
import { capitalise, fold, isQuestion, looksEnglish, tokens, wordCount } from './text';
import { topicsMentioned } from './topics';
import { replyToSmallTalk } from './small-talk';
import type { TopicId, TopicQuestion } from './topic-types';

export type TurnKind =
  | 'greeting'
  | 'farewell'
  | 'correction'
  | 'praise'
  | 'answer'
  | 'follow_up'
  | 'redirect'
  | 'english'
  | 'unclear'
  | 'help'
  | 'thanks';

export interface ToolCall {
  name: (typeof TUTOR_TOOLS)[keyof typeof TUTOR_TOOLS];
  arguments: Record<string, string>;
}

export interface TutorTurn {
  kind: TurnKind;
  text: string;
  toolCalls: ToolCall[];
}

export interface TutorSetup {
  level: Level;
  interests: readonly string[];
  lesson: LessonContent | null;
  memory: Readonly<Record<string, string>>;
  seed: number;
  glossary: Glossary;
}

export interface Tutor {
  reply(userText: string): TutorTurn;
  memory(): Record<string, string>;
}

/** A0/A1 learners get short present-tense questions and English glosses of new words. */
export function tierFor(level: Level): Tier {
  return levelIndex(level) <= levelIndex('A1') ? 'basic' : 'richer';
}

/** Creates a tutor for one conversation session. */
export function createTutor(setup: TutorSetup): Tutor {
  const rng = createRng(setup.seed);
  const tier = tierFor(setup.level);
  const memory: Record<string, string> = { ...setup.memory };
  const returning = Boolean(memory.name);
  const planner = createPlanner({ tier, interests: setup.interests, lesson: setup.lesson, rng });
  let greeted = false;
  let turns = 0;
  let last: TopicQuestion | null = null;
  let pendingRepeat: string | null = null;
  let pendingPractice: string | null = null;

  const ask = (question: TopicQuestion): string => {
    last = question;
    return question.q;
  };
  const next = (): string => ask(memory.name ? planner.nextQuestion(memory) : NAME_QUESTION);

  /** Every other turn (from the second) a new word: a lesson word to practise, or a topic word. */
  function withWord(reaction: string, calls: ToolCall[]): string {
    const word = turns >= 2 && turns % 2 === 0 && memory.name ? planner.nextWord() : null;
    if (!word) return fit(reaction, null, next());
    const gloss = tier === 'basic' ? ` (${word.definition.split(/[;:,]/)[0]?.trim()})` : '';
    const practice = setup.lesson
      ? `Practica «${word.word}»${gloss}: di una frase con «${word.word}».`
      : null;
    const intro = practice ? null : `Una palabra nueva: «${word.word}»${gloss}.`;
    const text = practice
      ? fit(reaction, null, ask({ q: practice, a: `Yo digo: «${word.word}».` }))
      : fit(reaction, intro, next());
    // The word counts as taught only if the 20-word limit left its introduction in the reply.
    if (!text.includes(`«${word.word}»`)) return practice ? fit(reaction, null, next()) : text;
    planner.markTaught(word);
    if (practice)
      pendingPractice = fold(word.word)
        .replace(/[¿?¡!]/g, '')
        .trim();
    calls.push({
      name: TUTOR_TOOLS.addVocabulary,
      arguments: { word: word.word, definition: word.definition },
    });
    return text;
  }

  function remember(facts: readonly Fact[], calls: ToolCall[]): Fact[] {
    const fresh = facts.filter((fact) => isMemoryKey(fact.key) && memory[fact.key] !== fact.value);
    for (const fact of fresh) {
      memory[fact.key] = fact.value;
      calls.push({ name: TUTOR_TOOLS.setMemory, arguments: { key: fact.key, value: fact.value } });
    }
    return fresh;
  }

  /** A one- or two-word answer to "¿Cómo te llamas?" or "¿Dónde vives?" is the fact itself. */
  function expectedFact(text: string, words: readonly string[]): Fact[] {
    const expects = last === NAME_QUESTION ? 'name' : last?.expects;
    if (!expects || memory[expects] || words.length === 0 || words.length > 3 || /\d/.test(text)) return [];
    const bare = text
      .replace(/^(en|soy|yo soy)\s+/i, '')
      .replace(/[.!?¡¿,]/g, '')
      .trim();
    if (bare.split(/\s+/).length > 2 || setup.glossary.lookup(bare)) return [];
    return [{ key: expects, value: bare.split(/\s+/).map(capitalise).join(' ') }];
  }

  function turn(kind: TurnKind, text: string, calls: ToolCall[]): TutorTurn {
    return { kind, text, toolCalls: calls };
  }

  function reply(userText: string): TutorTurn {
    const text = userText.normalize('NFC').trim();
    const folded = fold(text).replace(/[¿¡]/g, '').trim();
    const words = tokens(text);
    const calls: ToolCall[] = [];
    turns += 1;
    if (words.length === 0)
      return turn('unclear', fit('¿Perdón? No te he entendido.', null, last?.q ?? next()), calls);
    if (looksEnglish(text)) {
      const hint = tier === 'basic' ? '(Try it in Spanish.)' : null;
      return turn('english', fit('¡En español, por favor!', hint, last?.q ?? next()), calls);
    }
    let facts = extractFacts(text);
    if (!facts.some((fact) => fact.key === (last === NAME_QUESTION ? 'name' : last?.expects)))
      facts = [...facts, ...expectedFact(text, words)];
    const fresh = remember(facts, calls);

    const correction = findCorrection(text, setup.glossary);
    if (correction) {
      const sentence = correctedSentence(text, correction);
      const target = wordCount(sentence) <= 8 ? capitalise(sentence) : correction.right;
      pendingRepeat = fold(target)
        .replace(/[^a-zñ0-9 ]/g, '')
        .trim();
      const lead = `Casi. Se dice «${correction.right}», no «${correction.wrong}».`;
      return turn('correction', fit(lead, correction.tip, `Repite, por favor: «${target}».`), calls);
    }
    const plain = folded.replace(/[^a-zñ0-9 ]/g, '').trim();
    if (pendingRepeat) {
      const expected = pendingRepeat;
      pendingRepeat = null;
      if (plain.includes(expected)) return turn('praise', fit(praise(rng), null, next()), calls);
    }
    if (pendingPractice && plain.includes(pendingPractice)) {
      const used = pendingPractice;
      pendingPractice = null;
      return turn('praise', fit(`¡Muy bien! Usaste «${used}» perfectamente.`, null, next()), calls);
    }

    const small = replyToSmallTalk({
      folded,
      words,
      memory,
      returning,
      greeted,
      lesson: setup.lesson,
      fresh,
    });
    if (small) {
      greeted ||= small.kind === 'greeting';
      const question = small.kind === 'farewell' ? null : next();
      return turn(small.kind, fit(small.text, null, question), calls);
    }

    if (isQuestion(text)) {
      const answer = answerQuestion(text, memory, setup.glossary);
      if (answer?.echo) return turn('answer', fit(last?.a ?? 'Yo estoy muy bien.', null, next()), calls);
      if (answer) {
        if (answer.word) calls.push({ name: TUTOR_TOOLS.addVocabulary, arguments: answer.word });
        return turn('answer', fit(answer.text, null, next()), calls);
      }
      return turn('answer', fit('Buena pregunta. Prefiero escucharte a ti.', null, next()), calls);
    }

    if (/\b(no entiendo|no comprendo|mas despacio|repite|otra vez|ayuda)\b/.test(folded)) {
      const easier = ask(planner.easierQuestion(memory));
      return turn('help', fit('Perdón. Más fácil:', null, easier), calls);
    }

    const mentioned: TopicId[] = topicsMentioned(words).filter((id) => id !== 'daily');
    const onlyTastes = fresh.every((fact) => fact.key === 'likes' || fact.key === 'dislikes');
    if (onlyTastes && mentioned.length > 0 && !mentioned.includes(planner.topic)) {
      const other = mentioned[0] as TopicId;
      if (!setup.lesson && planner.topics().includes(other)) {
        const question = ask(planner.switchTo(other, memory));
        return turn(
          'follow_up',
          fit(`¡Vale, hablemos de ${planner.topicName(other)}!`, null, question),
          calls,
        );
      }
      // Off topic: react to what was said, then steer back (spec doc 2 §9 "stay on topic").
      const reaction =
        fresh.map((fact) => factReaction(fact.key, fact.value)).find(Boolean) ?? 'Interesante.';
      return turn('redirect', fit(reaction, `Pero ahora hablamos de ${planner.topicName()}.`, next()), calls);
    }

    const known = words.filter((word) => word.length > 2 && setup.glossary.lookup(word)).length;
    if (fresh.length === 0 && known === 0 && words.length > 0 && !/^(si|no)$/.test(words[0] ?? '')) {
      return turn(
        'unclear',
        fit('Perdona, no te entiendo. ¿Puedes decirlo de otra forma?', null, null),
        calls,
      );
    }

    const reaction =
      fresh.map((fact) => factReaction(fact.key, fact.value)).find(Boolean) ??
      feelingReaction(folded) ??
      yesNoReaction(words, rng) ??
      acknowledgement(tier, rng);
    return turn('follow_up', withWord(reaction, calls), calls);
  }

  return { reply, memory: () => ({ ...memory }) };
}

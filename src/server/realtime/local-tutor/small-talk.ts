/** Greetings, farewells and thanks: the social frame of a conversation. */
import type { LessonContent } from '../../../content/lessons';
import type { Fact } from './facts';
import { TUTOR_NAME } from './persona';
import { factReaction } from './phrases';

export interface SmallTalk {
  kind: 'greeting' | 'farewell' | 'thanks';
  text: string;
}

const GREETING = /^(hola|buenas|buenos dias|buenas tardes|buenas noches|hey|saludos|que tal|que hay)\b/;
const FAREWELL =
  /\b(adios|hasta luego|hasta mañana|hasta pronto|chao|chau|nos vemos|me tengo que ir|me voy)\b/;
const THANKS = /^(muchas )?gracias\b/;

/** The lesson's first two words, to announce what the session practises. */
function lessonPreview(lesson: LessonContent | null): string {
  const words = (lesson?.vocabulary ?? []).slice(0, 2).map((item) => `«${item.spanish}»`);
  return words.length === 2 ? ` Hoy practicamos ${words[0]} y ${words[1]}.` : '';
}

/** A reply to greeting / farewell / thanks messages, or null for anything else. */
export function replyToSmallTalk(input: {
  folded: string;
  words: readonly string[];
  memory: Readonly<Record<string, string>>;
  returning: boolean;
  greeted: boolean;
  lesson: LessonContent | null;
  fresh: readonly Fact[];
}): SmallTalk | null {
  const { folded, memory } = input;
  const name = memory.name;
  if (FAREWELL.test(folded)) {
    return { kind: 'farewell', text: `¡Hasta luego${name ? `, ${name}` : ''}! Hoy has trabajado muy bien.` };
  }
  if (GREETING.test(folded)) {
    const introduced = input.fresh.find((fact) => fact.key === 'name');
    if (introduced)
      return {
        kind: 'greeting',
        text: `¡Hola, ${introduced.value}! Mucho gusto.${lessonPreview(input.lesson)}`,
      };
    if (!name)
      return { kind: 'greeting', text: `¡Hola! Me llamo ${TUTOR_NAME}.${lessonPreview(input.lesson)}` };
    const again = input.returning && !input.greeted ? ' ¡Qué alegría verte otra vez!' : '';
    return {
      kind: 'greeting',
      text: `¡Hola, ${name}!${again}${input.greeted ? '' : lessonPreview(input.lesson)}`,
    };
  }
  if (THANKS.test(folded) && input.words.length <= 4) {
    const reaction = input.fresh.map((fact) => factReaction(fact.key, fact.value)).find(Boolean);
    return { kind: 'thanks', text: reaction ?? '¡De nada!' };
  }
  return null;
}

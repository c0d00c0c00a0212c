import type { ChatBody, ChatScript } from './fake-ai-services';

/** A rule of the rule-following tutor model: a learner message matching `when` gets this answer. */
export interface TutorRule {
  when: RegExp;
  /** Noted with note_correction; the words come once the tool result is back, like a real model's. */
  correction?: { corrected: string; category: string };
  /** What the model says (without a correction). */
  reply?: string;
}

/** The praise the rule-following model gives a message no rule matches. */
export const RULE_PRAISE = '¡Muy bien! ¿Qué más me cuentas?';

/**
 * A chat model that answers by rules, so an evaluation of it has exact expected figures: the
 * first rule matching the learner's last message decides (a correction is a note_correction call,
 * then «Casi: se dice «…». ¿Lo repites?» after the tool result; a reply is said as it is); a
 * message no rule matches gets praise.
 */
export function ruleChat(rules: readonly TutorRule[]): (body: ChatBody) => ChatScript {
  return (body) => {
    const learner = body.messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
    const rule = rules.find((candidate) => candidate.when.test(learner));
    if (body.messages.at(-1)?.role === 'tool')
      return { text: `Casi: se dice «${rule?.correction?.corrected ?? learner}». ¿Lo repites?` };
    if (rule?.correction)
      return {
        toolCalls: [
          {
            name: 'note_correction',
            arguments: {
              original: learner,
              corrected: rule.correction.corrected,
              explanation: 'A rule of the fake model.',
              category: rule.correction.category,
            },
          },
        ],
      };
    return { text: rule?.reply ?? RULE_PRAISE };
  };
}

/**
 * The voice session configuration, built on the server from the learner's level, interests,
 * memory and lesson (product.md#realtime-protocol session defaults and tutor
 * instruction). The browser never writes the prompt: the relay overrides these fields.
 */
import type { ImprovementGoalId } from '../../domain/onboarding/options';
import { lessonInstructions } from './lesson-instructions';
import { handsFreeDetection } from '../../domain/turn-taking';
import { TUTOR_TOOLS } from '../../contracts/realtime';
import type { SessionProfile } from '../adapters/realtime/types';
import {
  CORRECTION_KIND_MEANINGS,
  CORRECTION_KINDS,
  type CorrectionKind,
} from '../../content/tutor/correction-kinds';

/** product.md#realtime-protocol session defaults. */
export const SESSION_DEFAULTS = {
  voice: 'verse',
  temperature: 0.8,
  maxResponseOutputTokens: 4096,
  toolChoice: 'auto',
  vad: { type: 'server_vad', threshold: 0.5, prefix_padding_ms: 300, silence_duration_ms: 200 },
  transcriptionModel: 'whisper-1',
} as const;

/** The tools the tutor may call (product.md#tutor-tools). */
export const TUTOR_TOOL_DEFINITIONS = [
  {
    type: 'function',
    name: TUTOR_TOOLS.setMemory,
    description:
      'Remember a fact the learner shared about themselves (name, city, job, likes…) for later conversations.',
    parameters: {
      type: 'object',
      properties: {
        key: { type: 'string', description: 'Lowercase words joined by underscores, e.g. name, home_city.' },
        value: { type: 'string', description: 'The fact, short.' },
      },
      required: ['key', 'value'],
    },
  },
  {
    type: 'function',
    name: TUTOR_TOOLS.addVocabulary,
    description: 'Add a Spanish word you just introduced to the learner’s vocabulary list for this session.',
    parameters: {
      type: 'object',
      properties: {
        word: { type: 'string', description: 'The Spanish word or short phrase.' },
        definition: { type: 'string', description: 'Its meaning in English.' },
      },
      required: ['word', 'definition'],
    },
  },
  {
    type: 'function',
    name: TUTOR_TOOLS.noteCorrection,
    description:
      'Report a correction you just made of the learner’s Spanish, so the app can show it as a feedback card.',
    parameters: {
      type: 'object',
      properties: {
        original: { type: 'string', description: 'What the learner said, as they said it.' },
        corrected: { type: 'string', description: 'The corrected sentence.' },
        explanation: {
          type: 'string',
          description: 'Why, in one short sentence, in the learner’s interface language.',
        },
        category: {
          type: 'string',
          enum: CORRECTION_KINDS,
          description: `The kind of error: ${CORRECTION_KINDS.map((kind) => `${kind} (${CORRECTION_KIND_MEANINGS[kind]})`).join('; ')}.`,
        },
      },
      required: ['original', 'corrected', 'explanation', 'category'],
    },
  },
] as const;

const LEVEL_STYLE: Record<string, string> = {
  A0: 'The learner is an absolute beginner: use very short, simple present-tense sentences and the most common words; add an English hint in brackets for a new word.',
  A1: 'The learner is a beginner: use short, simple sentences in the present tense and common words.',
  A2: 'The learner is elementary: simple sentences; past and near future are fine.',
  B1: 'The learner is intermediate: natural everyday Spanish, a range of tenses.',
  B2: 'The learner is upper intermediate: natural Spanish with some idioms.',
  C1: 'The learner is advanced: speak naturally, with idioms and nuance.',
  C2: 'The learner is proficient: speak as to a native speaker.',
};
const SPEED: Record<SessionProfile['voiceSpeed'], string> = {
  slow: 'Speak slowly and clearly, with pauses.',
  normal: 'Speak at a natural, clear pace.',
  fast: 'Speak at a natural, brisk pace.',
};

const DIFFICULTY: Record<SessionProfile['difficulty'], string> = {
  easy: 'Difficulty easy: keep replies very short and simple, add a short English gloss after new words, and correct only the main error.',
  normal: 'Difficulty normal: correct clear errors, one per reply.',
  hard: 'Difficulty hard: use richer vocabulary, no English, and correct every error, one per reply.',
  adaptive:
    'Difficulty adaptive: if the learner makes many errors, simplify and gloss in English; if they make few, use richer Spanish and correct every error.',
};

/** What each study-plan goal asks of the tutor. */
const GOAL_STYLE: Record<ImprovementGoalId, string | null> = {
  confidence:
    'The learner wants speaking confidence: let them talk more than you, and praise what they get right.',
  pronunciation:
    'The learner wants better pronunciation: when a transcribed word looks misheard, say it clearly and ask them to repeat it.',
  vocabulary:
    'The learner wants vocabulary: bring in one useful new word every few replies (add_vocabulary).',
  listening:
    'The learner wants listening: now and then say one longer sentence and ask what they understood.',
  other: null,
};

/** The tutor instruction (product.md#realtime-protocol) with the learner's level, topics, memory and lesson. */
export function buildInstructions(profile: SessionProfile): string {
  const lines = [
    'You are Sofía, the friendly Spanish tutor of the Charla app, holding a spoken conversation with an English-speaking learner.',
    'Always speak Spanish. Keep every reply to at most 20 words. The user speaks Spanish in the audio.',
    'Ask a question in each reply to keep the learner talking, and stay on the topic.',
    'When the learner makes a mistake, give the correct form briefly and ask them to repeat it.',
    LEVEL_STYLE[profile.level] ?? LEVEL_STYLE.A1,
    SPEED[profile.voiceSpeed],
    DIFFICULTY[profile.difficulty],
    ...profile.goals.flatMap((goal) => GOAL_STYLE[goal] ?? []),
    'When you introduce a new word, call add_vocabulary with the word and its English meaning.',
    'When the learner shares a fact about themselves, call set_memory with a lowercase_underscore key.',
    'When the learner repeats an error you already corrected, explain it another way, with a new correct example, instead of repeating the same explanation.',
    `When you correct the learner, also call note_correction with what they said, the corrected sentence and a one-sentence explanation in ${profile.uiLanguage === 'es' ? 'Spanish' : 'English'}.`,
  ];
  if (profile.lesson) {
    lines.push(...lessonInstructions(profile.lesson));
  } else if (profile.interests.length > 0) {
    lines.push(`Talk about the learner's interests: ${profile.interests.join(', ')}.`);
  }
  if (profile.dueWords.length > 0) {
    // The learner's own words (data, quoted): reviewed best by using them in the conversation.
    lines.push(
      `Words the learner is due to review: ${profile.dueWords.map((w) => `${JSON.stringify(w.word)} (${JSON.stringify(w.translation)})`).join(', ')}. Bring one or two of them in naturally, in questions that invite the learner to use them.`,
    );
  }
  lines.push(...mistakeInstructions(profile));
  const text = lines.join('\n');
  const memory = memoryLine(profile.memory, INSTRUCTION_BUDGET_TOKENS - estimateTokens(text));
  return memory ? `${text}\n${memory}` : text;
}

/**
 * The prompt is sent with every turn, so it has a budget: everything above is bounded by the
 * content (a lesson's script, five due words, three kinds), and the memory, which grows with
 * every conversation, gets what is left, fact by fact, each fact cut to a readable length.
 */
export const INSTRUCTION_BUDGET_TOKENS = 2000;
const MAX_FACT_CHARS = 160;

/** About four characters a token in English and Spanish: enough to keep a budget. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

function memoryLine(memory: Record<string, string>, tokensLeft: number): string | null {
  const lead = 'What you remember about the learner: ';
  const kept: string[] = [];
  for (const [key, value] of Object.entries(memory)) {
    // Facts are data from earlier sessions; quoted so they read as data, not instructions.
    const fact = `${key}=${JSON.stringify(value.slice(0, MAX_FACT_CHARS))}`;
    if (estimateTokens(`${lead}${[...kept, fact].join('; ')}.`) + 1 > tokensLeft) break;
    kept.push(fact);
  }
  return kept.length > 0 ? `${lead}${kept.join('; ')}.` : null;
}

/**
 * Hold-to-talk: one press is one turn. No detection splits it at the learner's pauses (a beginner
 * pauses mid-sentence, and each fragment would be transcribed alone); the release commits the
 * whole press and asks for the reply, and the press itself stops the tutor. Hands-free: detection
 * ends the turn and asks for the reply, after a silence that grows as the level falls (ADR 0026).
 */
function turnDetection(profile: SessionProfile): Record<string, unknown> | null {
  if (profile.voiceInput !== 'hands-free') return null;
  const detection = handsFreeDetection(profile.level);
  return {
    type: SESSION_DEFAULTS.vad.type,
    threshold: detection.threshold,
    prefix_padding_ms: detection.prefixPaddingMs,
    silence_duration_ms: detection.silenceDurationMs,
    create_response: true,
  };
}

/** The learner's recurring mistakes and a "Practise this" focus, as data the model acts on. */
function mistakeInstructions(profile: Pick<SessionProfile, 'focusKind' | 'recurringKinds'>): string[] {
  const named = (kind: CorrectionKind) =>
    `${JSON.stringify(kind)} (${JSON.stringify(CORRECTION_KIND_MEANINGS[kind])})`;
  const lines: string[] = [];
  if (profile.focusKind) {
    lines.push(
      `This session practises one kind of mistake the learner makes: ${named(profile.focusKind)}. Steer the conversation to questions whose answers need this structure, one after another, and when the learner gets it wrong, correct it and let them try again.`,
    );
  }
  const recurring = profile.recurringKinds.filter((kind) => kind !== profile.focusKind);
  if (recurring.length > 0) {
    lines.push(
      `Kinds of mistake the learner has made often in recent conversations: ${recurring.map(named).join(', ')}. Now and then ask a question that gives the learner a chance to practise these structures.`,
    );
  }
  return lines;
}

/** The full session.update body in the spec's (beta) shape. */
export function buildSessionConfig(profile: SessionProfile): Record<string, unknown> {
  return {
    modalities: ['text', 'audio'],
    instructions: buildInstructions(profile),
    voice: SESSION_DEFAULTS.voice,
    input_audio_format: 'pcm16',
    output_audio_format: 'pcm16',
    input_audio_transcription: { model: SESSION_DEFAULTS.transcriptionModel },
    turn_detection: turnDetection(profile),
    tools: TUTOR_TOOL_DEFINITIONS,
    tool_choice: SESSION_DEFAULTS.toolChoice,
    temperature: SESSION_DEFAULTS.temperature,
    max_response_output_tokens: SESSION_DEFAULTS.maxResponseOutputTokens,
  };
}

/** Fields the server owns: a client's session.update cannot change the prompt, tools or limits. */
const SERVER_OWNED = [
  'instructions',
  'tools',
  'tool_choice',
  'temperature',
  'max_response_output_tokens',
  'voice',
  'input_audio_transcription',
  'model',
] as const;

/** A client's session.update body with the server-owned fields put back. */
export function mergeClientSession(
  client: Record<string, unknown>,
  server: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...client };
  for (const key of SERVER_OWNED) {
    if (key in server) merged[key] = server[key];
    else delete merged[key];
  }
  return merged;
}

/** What a client may set on response.create: the output kind only, never the prompt, tools or input. */
const CLIENT_RESPONSE_FIELDS = ['modalities', 'output_modalities', 'metadata', 'conversation'] as const;

/** A client's response.create with instructions, tools and injected input items removed. */
export function sanitizeResponseCreate(event: Record<string, unknown>): Record<string, unknown> {
  const response = event.response as Record<string, unknown> | undefined;
  if (!response) return event;
  const kept: Record<string, unknown> = {};
  for (const key of CLIENT_RESPONSE_FIELDS) if (key in response) kept[key] = response[key];
  return { ...event, response: kept };
}

import type { ImprovementGoalId } from '../../../domain/onboarding/options';
import type { Difficulty } from '../../../domain/settings';
import type { LessonContent } from '../../../content/lessons';
import type { Level } from '../../../domain/levels';
import type { VoiceInput } from '../../../domain/turn-taking';
import type { CorrectionKind } from '../../../content/tutor/correction-kinds';

/** A server event as the spec names it (beta names); at least `type`. */
export type RealtimeEvent = { type: string; event_id?: string } & Record<string, unknown>;

/** What the relay knows about the learner when a session opens. */
export interface SessionProfile {
  userId: string;
  level: Level;
  interests: string[];
  memory: Record<string, string>;
  lesson: LessonContent | null;
  voiceSpeed: 'slow' | 'normal' | 'fast';
  /** Settings → difficulty: reply length, English glosses, how strictly the tutor corrects. */
  difficulty: Difficulty;
  /** The learner's interface language: explanations of corrections are written in it. */
  uiLanguage: 'en' | 'es';
  /** What the learner's study plan says they want to improve (onboarding's goals). */
  goals: readonly ImprovementGoalId[];
  /** Up to five of the learner's flashcards due for review, to bring into the conversation. */
  dueWords: readonly { word: string; translation: string }[];
  /** How a spoken turn ends: the released button, or hands-free detection sized to the level. */
  voiceInput: VoiceInput;
  /** The kinds of mistake the learner made most in the last weeks (at least twice each), up to three. */
  recurringKinds: readonly CorrectionKind[];
  /** A session to practise one kind of mistake ("Practise this"), or null. */
  focusKind: CorrectionKind | null;
}

export interface UpstreamHandlers {
  /** The upstream is ready for client events (it sent session.created). */
  ready(): void;
  /** A server event, already in the spec's (beta) names; `raw` is the text to forward when unchanged. */
  event(event: RealtimeEvent, raw: string | null): void;
  /** The upstream went away; `opened` says whether it had become ready. */
  closed(info: { code: number; reason: string; opened: boolean }): void;
}

/** One live conversation with a voice model (OpenAI Realtime or the local tutor). */
export interface UpstreamSession {
  send(event: Record<string, unknown>): void;
  close(): void;
}

export interface UpstreamHealth {
  ready: boolean;
  message: string;
}

/** A configured voice service: opens sessions and reports its health. */
export interface RealtimeUpstream {
  readonly kind: 'local' | 'openai' | 'pipeline';
  readonly model: string;
  /** Whether the upstream hears audio itself (a realtime model, or speech-to-text). */
  readonly serverListens: boolean;
  /** Whether the upstream sends the tutor's audio (a realtime model, or text-to-speech). */
  readonly serverSpeaks: boolean;
  open(profile: SessionProfile, handlers: UpstreamHandlers): UpstreamSession;
  health(): Promise<UpstreamHealth>;
}

/**
 * How the tutor knows the learner has finished speaking in hands-free mode (ADR 0026). With
 * hold-to-talk the release ends the turn; hands-free, voice-activity detection does, and the
 * silence it waits for grows with how much a learner at that level pauses to find a word.
 */
import type { Level } from './levels';

export const VOICE_INPUTS = ['hold', 'hands-free'] as const;
export type VoiceInput = (typeof VOICE_INPUTS)[number];

/** The product's session defaults for detection: the floor, used as is at C1–C2. */
export const DETECTION_FLOOR = { threshold: 0.5, prefixPaddingMs: 300, silenceDurationMs: 200 } as const;

/** Silence that ends a hands-free turn, by level: beginners pause mid-sentence far longer. */
const SILENCE_MS: Record<Level, number> = {
  A0: 1200,
  A1: 1200,
  A2: 800,
  B1: 800,
  B2: 500,
  C1: DETECTION_FLOOR.silenceDurationMs,
  C2: DETECTION_FLOOR.silenceDurationMs,
};

export interface Detection {
  threshold: number;
  prefixPaddingMs: number;
  silenceDurationMs: number;
}

/** The detection a hands-free session at `level` uses. */
export function handsFreeDetection(level: Level): Detection {
  return { ...DETECTION_FLOOR, silenceDurationMs: SILENCE_MS[level] };
}

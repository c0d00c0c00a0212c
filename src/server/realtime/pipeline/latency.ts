/**
 * Where a learner's wait goes, turn by turn, in the pipeline tutor: from the release of the talk
 * button to the transcript, from asking the model to its first token, from the first finished
 * sentence to its first audio, and from the release to the first audio sent back (voice to
 * voice). Each turn's figures go to the log at debug; a per-process summary (median and p95 of
 * the recent turns) goes to the log at info every `summaryEvery` turns, for operators.
 */
export const LATENCY_STAGES = ['transcription', 'firstToken', 'firstAudio', 'voiceToVoice'] as const;
export type LatencyStage = (typeof LATENCY_STAGES)[number];
export type TurnLatency = Partial<Record<LatencyStage, number>>;

/** The moments of one turn, on one clock (milliseconds). */
export type TurnMark = 'released' | 'transcribed' | 'asked' | 'firstToken' | 'firstSentence' | 'firstAudio';

/** Records the first time each mark happens in a turn; later repeats are ignored. */
export class TurnClock {
  private readonly marks = new Map<TurnMark, number>();

  constructor(private readonly now: () => number) {}

  mark(name: TurnMark): void {
    if (!this.marks.has(name)) this.marks.set(name, this.now());
  }

  /** The stages this turn reached (a typed turn has no transcription; a text reply no audio). */
  stages(): TurnLatency {
    const between = (from: TurnMark, to: TurnMark) => {
      const start = this.marks.get(from);
      const end = this.marks.get(to);
      return start === undefined || end === undefined ? undefined : Math.max(0, end - start);
    };
    const stages: TurnLatency = {
      transcription: between('released', 'transcribed'),
      firstToken: between('asked', 'firstToken'),
      firstAudio: between('firstSentence', 'firstAudio'),
      voiceToVoice: between('released', 'firstAudio'),
    };
    for (const stage of LATENCY_STAGES) if (stages[stage] === undefined) delete stages[stage];
    return stages;
  }
}

/** The value below which `p` (0–1) of the sorted values fall (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(p * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export interface StageSummary {
  turns: number;
  medianMs: number;
  p95Ms: number;
}

/** The recent turns' figures of one process (at most `keep` turns per stage). */
export class LatencyLog {
  private readonly values = new Map<LatencyStage, number[]>();
  private turns = 0;

  constructor(
    private readonly options: {
      keep?: number;
      summaryEvery?: number;
      log?: {
        info?(details: Record<string, unknown>, message: string): void;
        debug?(details: Record<string, unknown>, message: string): void;
      };
    } = {},
  ) {}

  record(turn: TurnLatency): void {
    if (Object.keys(turn).length === 0) return;
    const keep = this.options.keep ?? 500;
    for (const stage of LATENCY_STAGES) {
      const value = turn[stage];
      if (value === undefined) continue;
      const list = this.values.get(stage) ?? [];
      list.push(value);
      if (list.length > keep) list.shift();
      this.values.set(stage, list);
    }
    this.turns += 1;
    this.options.log?.debug?.({ latencyMs: turn }, 'tutor turn latency');
    if (this.turns % (this.options.summaryEvery ?? 50) === 0)
      this.options.log?.info?.({ latency: this.summary() }, 'tutor latency, recent turns');
  }

  summary(): Partial<Record<LatencyStage, StageSummary>> {
    const out: Partial<Record<LatencyStage, StageSummary>> = {};
    for (const [stage, list] of this.values) {
      const sorted = [...list].sort((a, b) => a - b);
      out[stage] = {
        turns: sorted.length,
        medianMs: Math.round(percentile(sorted, 0.5)),
        p95Ms: Math.round(percentile(sorted, 0.95)),
      };
    }
    return out;
  }
}

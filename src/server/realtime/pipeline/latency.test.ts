import { describe, expect, it } from 'vitest';
import { LatencyLog, percentile, TurnClock } from './latency';

describe('a turn’s stage times', () => {
  it('measures each stage between its marks, first time only', () => {
    let now = 1000;
    const clock = new TurnClock(() => now);
    clock.mark('released');
    now = 1180;
    clock.mark('transcribed');
    clock.mark('asked');
    now = 1500;
    clock.mark('firstToken');
    now = 1650;
    clock.mark('firstToken'); // a later token: ignored
    clock.mark('firstSentence');
    now = 1870;
    clock.mark('firstAudio');
    expect(clock.stages()).toEqual({
      transcription: 180,
      firstToken: 320,
      firstAudio: 220,
      voiceToVoice: 870,
    });
  });

  it('leaves out the stages a typed turn answered in text never reaches', () => {
    let now = 0;
    const clock = new TurnClock(() => now);
    clock.mark('asked');
    now = 300;
    clock.mark('firstToken');
    expect(clock.stages()).toEqual({ firstToken: 300 });
  });
});

describe('the process summary', () => {
  it('gives the nearest-rank median and p95 of the recent turns', () => {
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2);
    expect(percentile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.95)).toBe(100);
    const log = new LatencyLog({ keep: 3 });
    for (const ms of [900, 100, 200, 300]) log.record({ firstToken: ms });
    // Only the last three turns are kept: 100, 200, 300.
    expect(log.summary()).toEqual({ firstToken: { turns: 3, medianMs: 200, p95Ms: 300 } });
  });

  it('logs each turn at debug and a summary at info every n turns', () => {
    const lines: string[] = [];
    const log = new LatencyLog({
      summaryEvery: 2,
      log: {
        debug: (_d, message) => lines.push(`debug ${message}`),
        info: (_d, message) => lines.push(`info ${message}`),
      },
    });
    log.record({ transcription: 150 });
    log.record({ transcription: 170 });
    log.record({});
    expect(lines).toEqual([
      'debug tutor turn latency',
      'debug tutor turn latency',
      'info tutor latency, recent turns',
    ]);
  });
});

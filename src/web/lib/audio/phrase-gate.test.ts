import { describe, expect, it } from 'vitest';
import { createPhraseGate, type Timers } from './phrase-gate';

/** Timers driven by hand: `advance(ms)` runs what falls due. */
function manualTimers() {
  let now = 0;
  const queue = new Map<number, { at: number; run: () => void }>();
  let next = 0;
  const timers: Timers = {
    set(run, ms) {
      next += 1;
      queue.set(next, { at: now + ms, run });
      return next;
    },
    clear(handle) {
      queue.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...queue]) {
      if (timer.at <= now) {
        queue.delete(id);
        timer.run();
      }
    }
  };
  return { timers, advance };
}

describe('hands-free phrase gate', () => {
  it('sends a phrase only after the level’s silence, joining words said across a shorter pause', () => {
    const { timers, advance } = manualTimers();
    const sent: string[] = [];
    const gate = createPhraseGate(1200, (text) => sent.push(text), timers);
    gate.heard('Ayer fui', '');
    advance(700);
    gate.heard('', 'al');
    advance(700);
    gate.heard('al mercado.', '');
    advance(1199);
    expect(sent).toEqual([]);
    advance(1);
    expect(sent).toEqual(['Ayer fui al mercado.']);
  });

  it('does not count silence while words are still being recognised', () => {
    const { timers, advance } = manualTimers();
    const sent: string[] = [];
    const gate = createPhraseGate(500, (text) => sent.push(text), timers);
    gate.heard('Hola', 'me lla');
    advance(2000);
    expect(sent).toEqual([]);
    gate.heard('me llamo Ana.', '');
    advance(500);
    expect(sent).toEqual(['Hola me llamo Ana.']);
  });

  it('sends what waits when listening stops, and drops it when cleared', () => {
    const { timers, advance } = manualTimers();
    const sent: string[] = [];
    const gate = createPhraseGate(800, (text) => sent.push(text), timers);
    gate.heard('Quiero un café', '');
    gate.flush();
    expect(sent).toEqual(['Quiero un café']);
    gate.heard('con leche', '');
    gate.clear();
    advance(1000);
    gate.flush();
    expect(sent).toEqual(['Quiero un café']);
  });
});

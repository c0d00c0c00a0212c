/**
 * Scheduler benchmark (run: npx tsx bench/scheduler.ts): the classic table against FSRS on
 * simulated learners whose memory follows FSRS's published power-law forgetting curve
 * R(t, S) = (1 + F·t/S)^C (C = −0.5, F = 19/81, so R = 90 % when t = S), with a per-card
 * difficulty and stability, from a seeded PRNG (the same cards every run).
 *  (a) Prediction: both schedulers watch the same histories (reviews at random gaps of 1–60 days)
 *      and predict each answer's recall; log loss and RMSE against the simulated outcomes.
 *      The classic table predicts no recall of its own: we give it 90 % at its due date on an
 *      exponential curve, p = 0.9^(t / interval), which is what its interval promises.
 *  (b) Workload: each scheduler drives the reviews for 180 days, with one knob tuned so that 90 %
 *      of reviews are recalled (FSRS: desired retention; classic: an interval modifier, as
 *      Anki's); reported: reviews needed per card and their ratio.
 */
import { mergeCardReview, type ScheduledCard } from '../src/domain/card-schedule';
import { FSRS6_DEFAULT_DECAY, forgetting_curve } from 'ts-fsrs';
import { newFsrsMemory } from '../src/domain/fsrs-scheduler';
import { clampRetention } from '../src/domain/scheduler-choice';
import { dueAfter, newSrsState, type Rating } from '../src/domain/srs';

const DAY = 86_400_000;
const CARDS = 2000;
const HORIZON_DAYS = 180;
const DECAY = -0.5;
const FACTOR = 19 / 81;
const START = new Date('2026-01-01T00:00:00Z');

/** mulberry32: a small seeded PRNG, so every run simulates the same learners. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const recall = (days: number, stability: number) => (1 + (FACTOR * days) / stability) ** DECAY;

/** A simulated card's true memory: difficulty 1–10 and stability in days. */
interface TrueCard {
  difficulty: number;
  stability: number;
  last: number | null;
}

function makeCards(random: () => number): TrueCard[] {
  return Array.from({ length: CARDS }, () => ({
    difficulty: 1 + 9 * random(),
    // Log-normal first stability around 2 days.
    stability: Math.exp(
      Math.log(2) + 0.8 * Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random()),
    ),
    last: null,
  }));
}

/** One answer at `day`: recalled with the true probability; the memory changes as FSRS's model says it does. */
function answer(
  card: TrueCard,
  day: number,
  random: () => number,
): { rating: Rating; recalled: boolean; r: number } {
  const r = card.last === null ? 0 : recall(day - card.last, card.stability);
  const recalled = random() < r;
  let rating: Rating;
  if (card.last === null) rating = 'good';
  else if (!recalled) rating = 'again';
  else rating = r > 0.95 ? 'easy' : r < 0.8 ? 'hard' : 'good';
  if (card.last !== null) {
    if (recalled) {
      const growth =
        Math.exp(1.5) * (11 - card.difficulty) * card.stability ** -0.15 * (Math.exp((1 - r) * 1.3) - 1);
      card.stability *= 1 + growth;
    } else card.stability = Math.max(0.5, card.stability * 0.3 * ((11 - card.difficulty) / 10) ** 0.3);
  }
  card.last = day;
  return { rating, recalled, r };
}

const at = (day: number) => new Date(START.getTime() + day * DAY);

/** (a) Log loss and RMSE of each scheduler's predicted recall on the same histories. */
function prediction(): {
  classic: { logLoss: number; rmse: number };
  fsrs: { logLoss: number; rmse: number };
  n: number;
} {
  const random = prng(42);
  const sums = { classic: { ll: 0, se: 0 }, fsrs: { ll: 0, se: 0 } };
  let n = 0;
  for (const card of makeCards(random)) {
    let classic: ScheduledCard = { srs: newSrsState(START), fsrs: null };
    let fsrs: ScheduledCard = { srs: newSrsState(START), fsrs: newFsrsMemory(0.9) };
    let day = 0;
    let previous: number | null = null;
    while (day < HORIZON_DAYS) {
      const { rating, recalled } = answer(card, day, random);
      if (previous !== null) {
        const elapsed = day - previous;
        const predicted = {
          classic: 0.9 ** (elapsed / classic.srs.interval),
          // FSRS's own forgetting curve (FSRS-6, default decay) on the stability it holds.
          fsrs: forgetting_curve(FSRS6_DEFAULT_DECAY, elapsed, fsrs.fsrs!.stability),
        };
        for (const name of ['classic', 'fsrs'] as const) {
          const p = Math.min(1 - 1e-6, Math.max(1e-6, predicted[name]));
          const y = recalled ? 1 : 0;
          sums[name].ll += -(y * Math.log(p) + (1 - y) * Math.log(1 - p));
          sums[name].se += (p - y) ** 2;
        }
        n += 1;
      }
      classic = mergeCardReview(classic, rating, at(day));
      fsrs = mergeCardReview(fsrs, rating, at(day));
      previous = day;
      day += 1 + Math.floor(random() * 60);
    }
  }
  const metrics = (s: { ll: number; se: number }) => ({ logLoss: s.ll / n, rmse: Math.sqrt(s.se / n) });
  return { classic: metrics(sums.classic), fsrs: metrics(sums.fsrs), n };
}

/** (b) Reviews per card over the horizon, and the share recalled, with the scheduler driving. */
function workload(scheduler: 'classic' | 'fsrs', knob: number): { reviews: number; recallRate: number } {
  const random = prng(7);
  let reviews = 0;
  let recalled = 0;
  let graded = 0;
  for (const card of makeCards(random)) {
    let state: ScheduledCard = {
      srs: newSrsState(START),
      fsrs: scheduler === 'fsrs' ? newFsrsMemory(clampRetention(knob)) : null,
    };
    let day = 0;
    while (day < HORIZON_DAYS) {
      const result = answer(card, day, random);
      reviews += 1;
      if (day > 0) {
        graded += 1;
        recalled += result.recalled ? 1 : 0;
      }
      state = mergeCardReview(state, result.rating, at(day));
      // The classic knob stretches or shrinks each interval it schedules (Anki's interval modifier).
      const days =
        scheduler === 'classic' ? Math.max(1, Math.round(state.srs.interval * knob)) : state.srs.interval;
      const due = dueAfter(at(day), days);
      day = Math.round((due.getTime() - START.getTime()) / DAY);
    }
  }
  return { reviews: reviews / CARDS, recallRate: recalled / graded };
}

/** The knob whose reviews are recalled at `target` (recall falls as the knob lengthens intervals). */
function tune(
  scheduler: 'classic' | 'fsrs',
  target: number,
): { knob: number; reviews: number; recallRate: number } {
  // FSRS: higher retention, more recall. Classic: a larger modifier, less recall.
  let [low, high] = scheduler === 'fsrs' ? [0.7, 0.97] : [0.05, 3];
  for (let step = 0; step < 14; step += 1) {
    const mid = (low + high) / 2;
    const { recallRate } = workload(scheduler, mid);
    const tooLittle = recallRate < target;
    if (scheduler === 'fsrs') [low, high] = tooLittle ? [mid, high] : [low, mid];
    else [low, high] = tooLittle ? [low, mid] : [mid, high];
  }
  const knob = (low + high) / 2;
  return { knob, ...workload(scheduler, knob) };
}

const started = Date.now();
const p = prediction();
console.log(`(a) Predicted recall on ${p.n} answers of ${CARDS} simulated cards (lower is better)`);
console.log('    classic: 90 % at its due date on an exponential curve, p = 0.9^(t / interval)');
console.log(`    classic  log loss ${p.classic.logLoss.toFixed(4)}  RMSE ${p.classic.rmse.toFixed(4)}`);
console.log(`    FSRS     log loss ${p.fsrs.logLoss.toFixed(4)}  RMSE ${p.fsrs.rmse.toFixed(4)}`);
console.log(
  `    ratio classic/FSRS: log loss ${(p.classic.logLoss / p.fsrs.logLoss).toFixed(2)}, RMSE ${(p.classic.rmse / p.fsrs.rmse).toFixed(2)}`,
);
const classic = tune('classic', 0.9);
const fsrs = tune('fsrs', 0.9);
console.log(`(b) Reviews per card over ${HORIZON_DAYS} days to keep 90 % of reviews recalled`);
console.log(
  `    classic  ${classic.reviews.toFixed(2)} reviews (interval modifier ${classic.knob.toFixed(3)}, recalled ${(classic.recallRate * 100).toFixed(1)} %)`,
);
console.log(
  `    FSRS     ${fsrs.reviews.toFixed(2)} reviews (desired retention ${fsrs.knob.toFixed(3)}, recalled ${(fsrs.recallRate * 100).toFixed(1)} %)`,
);
console.log(`    ratio classic/FSRS: ${(classic.reviews / fsrs.reviews).toFixed(2)}`);
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);

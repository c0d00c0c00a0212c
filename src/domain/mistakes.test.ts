import { describe, expect, it } from 'vitest';
import { recurringKinds, summariseMistakes, trendOf, type LedgerEntry } from './mistakes';

const NOW = new Date('2026-03-29T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A correction of the given kind made `days` days before NOW. */
function entry(category: string, days: number, original = `${category} ${days}`): LedgerEntry {
  return {
    category,
    original,
    corrected: `${original} (better)`,
    explanation: '',
    at: new Date(NOW.getTime() - days * DAY_MS),
  };
}

describe('trendOf', () => {
  // [recent half, earlier half, trend]
  const table: [number, number, string][] = [
    [3, 1, 'up'],
    [1, 0, 'up'],
    [0, 2, 'down'],
    [2, 5, 'down'],
    [2, 2, 'steady'],
    [0, 0, 'steady'],
  ];
  it.each(table)('%i recent against %i earlier is %s', (recent, earlier, trend) => {
    expect(trendOf(recent, earlier)).toBe(trend);
  });
});

describe('summariseMistakes', () => {
  // [case, entries (kind, days ago), expected [kind, count, recent, earlier, trend] in order]
  const table: [string, [string, number][], [string, number, number, number, string][]][] = [
    ['nothing recorded', [], []],
    [
      'most frequent first',
      [
        ['agreement', 1],
        ['ser-estar', 2],
        ['ser-estar', 3],
        ['ser-estar', 20],
      ],
      [
        ['ser-estar', 3, 2, 1, 'up'],
        ['agreement', 1, 1, 0, 'up'],
      ],
    ],
    [
      'older than four weeks does not count',
      [
        ['past-tenses', 28],
        ['past-tenses', 40],
        ['spelling', 27.9],
      ],
      [['spelling', 1, 0, 1, 'down']],
    ],
    [
      'exactly two weeks ago belongs to the earlier half',
      [
        ['pronouns', 14],
        ['pronouns', 13.9],
      ],
      [['pronouns', 2, 1, 1, 'steady']],
    ],
    [
      'later than now (a skewed clock) does not count',
      [
        ['agreement', -1],
        ['agreement', 0],
      ],
      [['agreement', 1, 1, 0, 'up']],
    ],
    [
      'a tie goes to the kind seen most recently',
      [
        ['agreement', 10],
        ['agreement', 11],
        ['subjunctive', 2],
        ['subjunctive', 25],
      ],
      [
        ['subjunctive', 2, 1, 1, 'steady'],
        ['agreement', 2, 2, 0, 'up'],
      ],
    ],
    [
      'fewer lately is down',
      [
        ['verb-forms', 16],
        ['verb-forms', 18],
        ['verb-forms', 20],
        ['verb-forms', 5],
      ],
      [['verb-forms', 4, 1, 3, 'down']],
    ],
  ];
  it.each(table)('%s', (_case, entries, expected) => {
    const summary = summariseMistakes(
      entries.map(([kind, days]) => entry(kind, days)),
      NOW,
    );
    expect(summary.map((k) => [k.category, k.count, k.recent, k.earlier, k.trend])).toEqual(expected);
  });

  it('keeps the three newest examples of each kind, newest first', () => {
    const entries = [1, 9, 3, 7, 5].map((days) => entry('ser-estar', days, `dijo ${days}`));
    const [kind] = summariseMistakes(entries, NOW);
    expect(kind?.examples.map((e) => e.original)).toEqual(['dijo 1', 'dijo 3', 'dijo 5']);
  });

  it('puts the kind seen most recently first among kinds seen as often, then orders by name', () => {
    const entries = [
      entry('agreement', 10),
      entry('agreement', 12),
      entry('ser-estar', 2),
      entry('ser-estar', 20),
      entry('gender', 10),
      entry('gender', 11),
    ];
    expect(summariseMistakes(entries, NOW).map((k) => k.category)).toEqual([
      'ser-estar',
      'agreement',
      'gender',
    ]);
  });

  it('the same entries a month later count for nothing', () => {
    const later = new Date(NOW.getTime() + 30 * DAY_MS);
    expect(summariseMistakes([entry('agreement', 1), entry('agreement', 2)], later)).toEqual([]);
  });
});

describe('recurringKinds', () => {
  // [case, entries (kind, days ago), recurring kinds]
  const table: [string, [string, number][], string[]][] = [
    ['nothing recorded', [], []],
    ['once is not recurring', [['agreement', 1]], []],
    [
      'twice is',
      [
        ['agreement', 1],
        ['agreement', 20],
      ],
      ['agreement'],
    ],
    [
      'at most three, most frequent first',
      [
        ['a', 1],
        ['a', 2],
        ['b', 1],
        ['b', 2],
        ['b', 3],
        ['c', 0.5],
        ['c', 2],
        ['d', 5],
        ['d', 6],
        ['d', 7],
        ['d', 8],
      ],
      ['d', 'b', 'c'],
    ],
    [
      "'other' says nothing to practise",
      [
        ['other', 1],
        ['other', 2],
        ['spelling', 3],
        ['spelling', 4],
      ],
      ['spelling'],
    ],
    [
      'twice but one of them too old',
      [
        ['pronouns', 1],
        ['pronouns', 30],
      ],
      [],
    ],
  ];
  it.each(table)('%s', (_case, entries, expected) => {
    expect(
      recurringKinds(
        entries.map(([kind, days]) => entry(kind, days)),
        NOW,
      ),
    ).toEqual(expected);
  });
});

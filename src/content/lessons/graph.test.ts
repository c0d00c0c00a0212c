import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { findMissingPrerequisites, findPrerequisiteCycle } from '../../domain/lesson-graph';
import { prerequisiteAncestors } from '../../../tests/support/lesson-ancestors';

const node = (id: string, ...prerequisites: string[]) => ({ id, prerequisites });

describe('findPrerequisiteCycle', () => {
  it.each([
    ['empty graph', [], null],
    ['chain', [node('a'), node('b', 'a'), node('c', 'b')], null],
    ['diamond', [node('a'), node('b', 'a'), node('c', 'a'), node('d', 'b', 'c')], null],
    ['self loop', [node('a', 'a')], ['a', 'a']],
    ['two-cycle', [node('a', 'b'), node('b', 'a')], ['a', 'b', 'a']],
    [
      'cycle behind a chain',
      [node('x'), node('a', 'x', 'c'), node('b', 'a'), node('c', 'b')],
      ['a', 'c', 'b', 'a'],
    ],
  ])('%s', (_label, lessons, expected) => {
    expect(findPrerequisiteCycle(lessons)).toEqual(expected);
  });

  it('ignores unknown prerequisites', () => {
    expect(findPrerequisiteCycle([node('a', 'ghost')])).toBeNull();
  });

  it('finds no cycle when every edge points to an earlier node, and one when a back edge is added', () => {
    const edges = fc.array(fc.tuple(fc.nat(30), fc.nat(30)), { maxLength: 60 });
    fc.assert(
      fc.property(edges, fc.integer({ min: 1, max: 30 }), (pairs, top) => {
        // Forward-only edges (higher index depends on lower) make a DAG.
        const lessons = Array.from({ length: 31 }, (_, i) =>
          node(`n${i}`, ...pairs.filter(([from, to]) => from === i && to < from).map(([, to]) => `n${to}`)),
        );
        expect(findPrerequisiteCycle(lessons)).toBeNull();
        // Chain n0..top then close it: n0 depends on n{top}.
        const chained = lessons.map((l, i) =>
          i === 0 ? node(l.id, `n${top}`) : i <= top ? node(l.id, ...l.prerequisites, `n${i - 1}`) : l,
        );
        const cycle = findPrerequisiteCycle(chained);
        expect(cycle).not.toBeNull();
        expect(cycle![0]).toBe(cycle!.at(-1));
      }),
    );
  });
});

describe('findMissingPrerequisites', () => {
  it('reports each unknown id with the lesson that names it', () => {
    expect(findMissingPrerequisites([node('a'), node('b', 'a', 'z'), node('c', 'y')])).toEqual([
      { lessonId: 'b', missingId: 'z' },
      { lessonId: 'c', missingId: 'y' },
    ]);
  });
});

describe('prerequisiteAncestors', () => {
  it('follows prerequisites transitively', () => {
    const lessons = [node('a'), node('b', 'a'), node('c', 'b'), node('d', 'c', 'a'), node('e')];
    expect([...prerequisiteAncestors(lessons, 'd')].sort()).toEqual(['a', 'b', 'c']);
    expect(prerequisiteAncestors(lessons, 'e').size).toBe(0);
    expect(prerequisiteAncestors(lessons, 'unknown').size).toBe(0);
  });

  it('terminates on cycles', () => {
    expect([...prerequisiteAncestors([node('a', 'b'), node('b', 'a')], 'a')].sort()).toEqual(['a', 'b']);
  });
});

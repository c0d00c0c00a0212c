import type { PrerequisiteNode } from '../../src/domain/lesson-graph';

// The curriculum's content checks walk the graph backwards; the app itself never needs to.
/** Every lesson reachable by following prerequisites back from `id` (not including `id`). */
export function prerequisiteAncestors(lessons: readonly PrerequisiteNode[], id: string): Set<string> {
  const byId = new Map(lessons.map((lesson) => [lesson.id, lesson]));
  const seen = new Set<string>();
  const queue = [...(byId.get(id)?.prerequisites ?? [])];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    queue.push(...(byId.get(current)?.prerequisites ?? []));
  }
  return seen;
}

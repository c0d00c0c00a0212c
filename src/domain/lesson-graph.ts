/** The slice of a lesson the prerequisite graph needs, so the helpers work on any lesson shape. */
export interface PrerequisiteNode {
  id: string;
  prerequisites: readonly string[];
}

export interface MissingPrerequisite {
  lessonId: string;
  missingId: string;
}

/** Prerequisites must name existing lessons (product.md#lesson-rules: unlocking waits on them). */
export function findMissingPrerequisites(lessons: readonly PrerequisiteNode[]): MissingPrerequisite[] {
  const known = new Set(lessons.map((lesson) => lesson.id));
  return lessons.flatMap((lesson) =>
    lesson.prerequisites
      .filter((id) => !known.has(id))
      .map((missingId) => ({ lessonId: lesson.id, missingId })),
  );
}

/**
 * A cycle in the prerequisite graph, as the list of ids along it (first id repeated at the end),
 * or null when there is none. A cycle would lock every lesson on it forever (product.md#lesson-rules).
 * Unknown prerequisite ids are ignored here; findMissingPrerequisites reports them.
 */
export function findPrerequisiteCycle(lessons: readonly PrerequisiteNode[]): string[] | null {
  const byId = new Map(lessons.map((lesson) => [lesson.id, lesson]));
  const finished = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();

  // Iterative depth-first search keeps deep chains (70+ lessons) off the call stack.
  for (const start of lessons) {
    if (finished.has(start.id)) continue;
    const stack: { id: string; next: number }[] = [{ id: start.id, next: 0 }];
    path.push(start.id);
    onPath.add(start.id);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1] as { id: string; next: number };
      const prerequisites = byId.get(frame.id)?.prerequisites ?? [];
      const child = prerequisites[frame.next];
      frame.next += 1;
      if (child === undefined) {
        stack.pop();
        path.pop();
        onPath.delete(frame.id);
        finished.add(frame.id);
        continue;
      }
      if (onPath.has(child)) return [...path.slice(path.indexOf(child)), child];
      if (finished.has(child) || !byId.has(child)) continue;
      stack.push({ id: child, next: 0 });
      path.push(child);
      onPath.add(child);
    }
  }
  return null;
}

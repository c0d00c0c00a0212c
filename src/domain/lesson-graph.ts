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
  const onPath = new Set<string>();

  // Iterative depth-first search keeps deep chains (70+ lessons) off the call stack. The stack is
  // the path being walked; a lesson already walked (finished) is not walked again.
  for (const start of lessons) {
    const stack: { lesson: PrerequisiteNode; next: number }[] = [{ lesson: start, next: 0 }];
    onPath.add(start.id);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1] as { lesson: PrerequisiteNode; next: number };
      const child = frame.lesson.prerequisites[frame.next];
      frame.next += 1;
      if (child === undefined) {
        stack.pop();
        onPath.delete(frame.lesson.id);
        finished.add(frame.lesson.id);
        continue;
      }
      if (onPath.has(child)) {
        const path = stack.map((f) => f.lesson.id);
        return [...path.slice(path.indexOf(child)), child];
      }
      const prerequisite = byId.get(child);
      if (prerequisite === undefined || finished.has(child)) continue;
      stack.push({ lesson: prerequisite, next: 0 });
      onPath.add(child);
    }
  }
  return null;
}

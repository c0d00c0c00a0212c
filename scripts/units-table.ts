/** Rewrites the units table of docs/course.md from the course's units (npm run docs:units). */
import { readFileSync, writeFileSync } from 'node:fs';
import { COURSE_UNITS } from '../src/content/lessons/units';
import { unitsTable, withTable } from '../src/content/lessons/units/table';

const path = new URL('../docs/course.md', import.meta.url);
const document = readFileSync(path, 'utf8');
writeFileSync(
  path,
  withTable(
    document,
    unitsTable(COURSE_UNITS, (unit) => unit.lessonIds.length),
  ),
);
console.info(`docs/course.md: ${COURSE_UNITS.length} units`);

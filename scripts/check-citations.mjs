#!/usr/bin/env node
// Every citation in the repository points inside it: comments cite sections of docs/product.md
// (`product.md#review-scheduling`), docs/architecture.md or an ADR. This refuses the forms that
// pointed at documents the repository does not hold: numbered-document section signs, section
// signs at all, ticket numbers, the old architecture file's name, and paths into a sibling folder.
// Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Built from pieces so this file does not match itself.
const SECTION = '\u00a7';
const FORBIDDEN = [
  { pattern: new RegExp(`\\b[Dd]oc(?:ument)? ?\\d+ ?${SECTION}`), why: 'cites an outside document' },
  { pattern: new RegExp(`${SECTION} ?\\d`), why: 'cites a numbered section: cite a product.md anchor instead' },
  { pattern: new RegExp('\\b[Ii]ssues? #?\\d'), why: 'cites a ticket: say what the code does and why, or cite an ADR' },
  { pattern: new RegExp('\\b' + 'ARCHI' + 'TECTURE\\b'), why: 'cites the old architecture file: use docs/architecture.md' },
  { pattern: new RegExp('\\.\\./' + 'shared\\b'), why: 'points outside the repository' },
];
const TEXT = /\.(ts|tsx|js|mjs|cjs|sh|md|sql|css|html|json|yml|yaml)$|(^|\/)README[^/]*$|^\.ci\/run$/;
const IGNORED = /^package-lock\.json$|\/migrations\/meta\//;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && TEXT.test(file) && !IGNORED.test(file));
// Anchors the docs declare (`<a id="...">`), so a citation of a missing section fails too.
const anchorsOf = (doc) => new Set([...readFileSync(doc, 'utf8').matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]));
const ANCHORS = { 'product.md': anchorsOf('docs/product.md'), 'architecture.md': anchorsOf('docs/architecture.md') };
const CITATION = /\b(product\.md|architecture\.md)#([a-z0-9-]+)/g;
const problems = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed by git but deleted in the working tree
  }
  text.split('\n').forEach((line, index) => {
    for (const { pattern, why } of FORBIDDEN) {
      if (pattern.test(line)) problems.push(`${file}:${index + 1}: ${why}\n    ${line.trim()}`);
    }
    for (const [, doc, anchor] of line.matchAll(CITATION)) {
      if (!ANCHORS[doc].has(anchor)) problems.push(`${file}:${index + 1}: docs/${doc} has no section #${anchor}`);
    }
  });
}
if (problems.length > 0) {
  console.error(`Citations that point outside the repository (${problems.length}):\n${problems.join('\n')}`);
  process.exit(1);
}

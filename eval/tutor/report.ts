import type { EvaluationReport, Stats } from './score';
import { MAX_REPLY_WORDS } from './score';

const pct = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((100 * part) / whole)} %`);
const ms = (stats: Stats) =>
  stats.count === 0 ? 'none' : `median ${stats.median} ms, p95 ${stats.p95} ms (${stats.count} turns)`;
/** The first few examples of a list, and how many more there are. */
const examples = (texts: readonly string[], shown = 5) => [
  ...texts.slice(0, shown).map((text) => `    ${text}`),
  ...(texts.length > shown ? [`    … and ${texts.length - shown} more`] : []),
];
const list = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([name, n]) => `${name} ${n}`)
    .join(', ') || 'none';

/** The report as a person reads it in a terminal. */
export function formatReport(report: EvaluationReport): string {
  const { tutor, total } = report;
  const lines = [
    `Tutor evaluation at ${report.url}`,
    `tutor: ${tutor.upstream}, model ${tutor.model}${tutor.ready ? '' : ` (not ready: ${tutor.message})`}`,
    `turns: ${report.turns}, failed: ${report.failures.length}`,
    '',
    'Errors caught (a note_correction), by level; «accepted»: the correction is one a teacher accepts',
    ...report.corrections.map(
      (row) =>
        `  ${row.group.padEnd(6)} caught ${row.caught}/${row.errors} (${pct(row.caught, row.errors)}), ` +
        `accepted ${row.accepted}/${row.caught}, kind right ${row.rightKind}/${row.caught}, ` +
        `false alarms ${row.falseAlarms}/${row.correct}`,
    ),
    `  all    caught ${total.caught}/${total.errors} (${pct(total.caught, total.errors)}), ` +
      `accepted ${total.accepted}/${total.caught}, kind right ${total.rightKind}/${total.caught}, ` +
      `false alarms ${total.falseAlarms}/${total.correct} (${pct(total.falseAlarms, total.correct)})`,
    `Errors praised without a correction: ${report.praisedErrors.count}`,
    ...examples(report.praisedErrors.texts),
    `Replies over ${MAX_REPLY_WORDS} words: ${report.longReplies.count}/${report.longReplies.replies}`,
    `Replies not in Spanish: ${report.notSpanish.count}/${report.notSpanish.replies}`,
    ...examples(report.notSpanish.examples),
    `Help requests answered: ${report.help.answered}/${report.help.total}`,
    ...examples(report.help.unanswered, 3),
    `Grammar questions answered: ${report.grammar.answered}/${report.grammar.total}`,
    ...examples(report.grammar.unanswered, 3),
    `Tool calls: ${list(report.toolCalls)}`,
    `Corrections by kind: ${list(report.correctionKinds)}`,
    `Turn time: ${ms(report.latency.turnMs)}`,
    `First text: ${ms(report.latency.firstTextMs)}`,
    ...examples(report.failures.map((f) => `Failed: ${f.text} → ${f.failure}`)),
  ];
  return lines.join('\n');
}

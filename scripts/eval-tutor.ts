/**
 * `npm run eval:tutor`: a scripted learner talks to the tutor over `/api/realtime` and the report
 * says what the tutor caught, missed, praised, answered and how fast. It starts the app itself
 * with this environment's tutor (`TUTOR`, `LLM_*`, `OPENAI_API_KEY`… pass through), or targets a
 * running app with --url. A report, not a gate: it exits 0 unless the tutor could not be reached.
 *
 *   --url <address>            a running app (with --email/--password, or EVAL_EMAIL/EVAL_PASSWORD)
 *   --groups A1,C1,help,…      only these groups: A0 A1 A2 B1 B2 C1 help grammar lesson
 *   --limit <n>                at most n turns per group
 *   --json <file|->            also write the report as JSON (- for stdout, instead of the text)
 *   --timeout <seconds>        longest wait for one reply (default 60)
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { TURN_GROUPS, type TurnGroup } from '../src/tutor/evaluation/scripted';
import { evaluateTutor, TutorUnreachable } from '../eval/tutor/evaluate';
import { formatReport } from '../eval/tutor/report';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    groups: { type: 'string' },
    limit: { type: 'string' },
    json: { type: 'string' },
    timeout: { type: 'string' },
  },
});

// Exit handlers (which stop the app the command started) run on Ctrl-C too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const groups = values.groups?.split(',').map((group) => group.trim());
const unknown = groups?.filter((group) => !TURN_GROUPS.includes(group as TurnGroup));
if (unknown?.length) {
  console.error(`Unknown group ${unknown.join(', ')}; the groups are ${TURN_GROUPS.join(' ')}.`);
  process.exit(2);
}
const email = values.email ?? process.env.EVAL_EMAIL;
const password = values.password ?? process.env.EVAL_PASSWORD;

try {
  const report = await evaluateTutor({
    url: values.url?.replace(/\/$/, ''),
    credentials: email && password ? { email, password } : undefined,
    groups: groups as TurnGroup[] | undefined,
    limit: values.limit ? Number(values.limit) : undefined,
    turnTimeoutMs: values.timeout ? Number(values.timeout) * 1000 : undefined,
  });
  if (values.json === '-') console.log(JSON.stringify(report, null, 2));
  else {
    console.log(formatReport(report));
    if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
  }
} catch (error) {
  if (!(error instanceof TutorUnreachable)) throw error;
  console.error(`The tutor could not be reached: ${error.message}`);
  process.exit(1);
}

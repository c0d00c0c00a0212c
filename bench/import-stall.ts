/**
 * /healthz while hostile import files and a large export are processed
 * (run: npx tsx bench/import-stall.ts). The app runs in its own process on a fresh data
 * directory; each file is sent (for one learner) from a process of its own
 * (support/upload-process.ts) while this one probes GET /healthz on a fresh connection every
 * 20 ms. Prints, per file, the answer, its time and the probe's p50/p99/max,
 * and the p99's ratio to an idle probe measured first in the same run. Goal: /healthz p99 <
 * 100 ms while any import or export runs. Options: BENCH_VIEW_ROWS (rows of the recursive view,
 * 2,000,000), BENCH_MEDIA (media entries of 200 MB, 8), BENCH_EXPORT_WORDS (10,000).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { startAppProcess } from '../tests/support/app-process';
import {
  bombApkg,
  heavyMediaApkg,
  hugeFieldCsv,
  manyRowsCsv,
  recursiveViewApkg,
} from '../tests/support/hostile-files';
import { startHealthzProbe, type ProbeFigures } from './support/healthz-probe';
import { createLearners } from './support/learners';

const VIEW_ROWS = Number(process.env.BENCH_VIEW_ROWS ?? 2_000_000);
const MEDIA = Number(process.env.BENCH_MEDIA ?? 8);
const EXPORT_WORDS = Number(process.env.BENCH_EXPORT_WORDS ?? 10_000);
const MB = 1024 * 1024;

/** Sends one request from its own process; `onSending` runs just before it goes. */
function sendFromOwnProcess(
  job: object,
  dir: string,
  onSending: () => void,
): Promise<{ status: number; ms: number }> {
  const file = join(dir, `job-${randomUUID()}.json`);
  writeFileSync(file, JSON.stringify(job));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/support/upload-process.ts', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.startsWith('sending\n') && !sent) {
      sent = true;
      onSending();
    }
  });
  let sent = false;
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1) as string))
        : reject(new Error(`upload exited with ${code}`)),
    ),
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'charla-import-stall-'));
const app = await startAppProcess({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_MINUTE: '1000000' });
try {
  const [learner] = await createLearners(app.url, 1, 0);
  const cookie = learner!.cookie;
  let files = 0;
  const upload = (bytes: Uint8Array | string, filename: string) => {
    const file = join(dataDir, `upload-${(files += 1)}`);
    writeFileSync(file, bytes);
    return { url: `${app.url}/api/vocabulary/import`, cookie, file, filename };
  };

  console.log('building the files…');
  const exportWords = `word,translation,context\n${Array.from({ length: EXPORT_WORDS }, (_, i) => `exportada${i},exported ${i},Una frase de contexto número ${i}.`).join('\n')}\n`;
  const cases: [string, object][] = [
    [
      `.apkg, notes a recursive view of ${VIEW_ROWS} rows`,
      upload(await recursiveViewApkg(VIEW_ROWS), 'deck.apkg'),
    ],
    ['.apkg, collection a 1 GB zip bomb', upload(bombApkg(1024 * MB), 'deck.apkg')],
    ['.apkg, 1 GB bomb declaring 1 KB', upload(bombApkg(1024 * MB, 1024), 'deck.apkg')],
    [`.apkg, ${MEDIA} media entries of 200 MB`, upload(await heavyMediaApkg(MEDIA, 200 * MB), 'deck.apkg')],
    ['CSV, 1,150,000 rows', upload(manyRowsCsv(1_150_000), 'words.csv')],
    ['CSV, one 19 MB field', upload(hugeFieldCsv(19 * MB), 'words.csv')],
    [`CSV import of ${EXPORT_WORDS} words`, upload(exportWords, 'words.csv')],
    [
      `.apkg export of ${EXPORT_WORDS} words`,
      { url: `${app.url}/api/vocabulary/export?format=apkg`, cookie },
    ],
  ];

  const idleProbe = startHealthzProbe(app.url, 20);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idle = await idleProbe.stop();

  const row = (name: string, answer: string, ms: string, f: ProbeFigures) =>
    `${name.padEnd(44)}${answer.padStart(7)}${ms.padStart(9)}${String(f.samples).padStart(8)}${f.p50.toFixed(1).padStart(9)}${f.p99.toFixed(1).padStart(9)}${f.max.toFixed(1).padStart(9)}${(f.p99 / Math.max(0.1, idle.p99)).toFixed(1).padStart(8)}`;
  console.log(
    `\n${'file'.padEnd(44)}${'answer'.padStart(7)}${'time ms'.padStart(9)}${'probes'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}${'p99/idle'.padStart(8)}`,
  );
  console.log(row('(idle)', '', '', idle));
  let worst = 0;
  for (const [name, job] of cases) {
    let probe: ReturnType<typeof startHealthzProbe> | undefined;
    const answer = await sendFromOwnProcess(job, dataDir, () => {
      probe = startHealthzProbe(app.url, 20, 30_000);
    });
    const figures = await probe!.stop();
    worst = Math.max(worst, figures.p99);
    console.log(row(name, String(answer.status), answer.ms.toFixed(0), figures));
  }
  console.log(
    `worst /healthz p99 ${worst.toFixed(1)} ms; goal (< 100 ms): ${worst < 100 ? 'MET' : 'NOT MET'}`,
  );
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * One request of bench/import-stall.ts, sent from its own process so that building and sending
 * a large body never delays the /healthz probe: an upload of a file (multipart field "file") or
 * a GET. Argument: a JSON job file. Prints "sending" just before the request, then one JSON line
 * with the status and the time to the last byte of the answer.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

interface UploadJob {
  url: string;
  cookie: string;
  /** A file to upload; without it, a GET. */
  file?: string;
  filename?: string;
}

const job = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as UploadJob;
let init: RequestInit = { headers: { cookie: job.cookie } };
if (job.file) {
  const boundary = `----charla${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${job.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const body = Buffer.concat([
    Buffer.from(head),
    readFileSync(job.file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  init = {
    method: 'POST',
    headers: { cookie: job.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  };
}
console.log('sending');
const started = performance.now();
const response = await fetch(job.url, init);
await response.arrayBuffer();
console.log(JSON.stringify({ status: response.status, ms: performance.now() - started }));

import { Unzip, UnzipInflate } from 'fflate';

/** Why an entry could not be read: a broken zip, or an entry larger than allowed. */
export class ZipEntryError extends Error {
  constructor(readonly reason: 'bad-zip' | 'too-large') {
    super(reason);
  }
}

/**
 * Compressed bytes handed to the inflater at a time. Deflate expands at most about 1,032 times,
 * so one step writes at most about 16 MB before the size cap is checked again.
 */
const STEP = 16 * 1024;

/**
 * The entries of a zip named in `wanted` (the first of each name), inflated and nothing else:
 * other entries (media) are skipped unread. An entry whose declared or actual size passes
 * `maxBytes` stops the reading at once (a zip bomb inflates no further than the cap plus one step).
 * Names of every entry are returned too, so a caller can explain a package it cannot read.
 */
export function readZipEntries(
  bytes: Uint8Array,
  wanted: readonly string[],
  maxBytes: number,
  /**
   * `skip`: an entry past `maxBytes` is left out instead of failing the reading, and entries stop
   * being read once together they pass `maxTotalBytes` (optional files, such as sounds).
   */
  options: { oversized?: 'fail' | 'skip'; maxTotalBytes?: number } = {},
): { entries: Map<string, Uint8Array>; names: Set<string> } {
  const skipOversized = options.oversized === 'skip';
  let total = 0;
  const entries = new Map<string, Uint8Array>();
  const names = new Set<string>();
  let failure: ZipEntryError | null = null;
  const unzip = new Unzip((file) => {
    names.add(file.name);
    if (!wanted.includes(file.name) || entries.has(file.name) || failure) return;
    if (options.maxTotalBytes !== undefined && total > options.maxTotalBytes) return;
    if (file.originalSize !== undefined && file.originalSize > maxBytes) {
      if (!skipOversized) failure = new ZipEntryError('too-large');
      return;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = new ZipEntryError('bad-zip');
        return;
      }
      size += chunk.length;
      total += chunk.length;
      if (size > maxBytes) {
        if (!skipOversized) failure = new ZipEntryError('too-large');
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) entries.set(file.name, concat(chunks, size));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !failure; at += STEP) {
      unzip.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.length);
    }
  } catch {
    failure ??= new ZipEntryError('bad-zip');
  }
  if (failure) throw failure;
  if (names.size === 0) throw new ZipEntryError('bad-zip');
  return { entries, names };
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

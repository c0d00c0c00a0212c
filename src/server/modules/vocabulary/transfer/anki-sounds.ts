/**
 * The sounds an Anki package carries for its notes (`[sound:hola.mp3]`): read from the zip only
 * for the words that play them, each small enough to be a word's pronunciation.
 */
import type { WordAudio } from './csv-import';
import { readZipEntries } from './zip-entry';
import { isZstd, unzstd } from './zstd';

/** A word or a sentence spoken is tens of kilobytes; a larger file is left out. */
export const SOUND_MAX_BYTES = 1024 * 1024;
/** All sounds of one package together: past this, the remaining words have none. */
const SOUNDS_MAX_TOTAL_BYTES = 48 * 1024 * 1024;

/** The sound files a learner's browser plays, by extension, with their media type. */
const SOUND_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
  webm: 'audio/webm',
};

/** The media type of a sound file by its name, or null when it is not a sound we play. */
export function soundType(fileName: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return SOUND_TYPES[extension] ?? null;
}

/**
 * The files named in `wanted` (names as the notes write them), by that name. `media` maps zip
 * entries to names; Anki 2.1.50+ stores each file zstd-compressed. A file missing, too large or
 * unreadable is simply absent.
 */
export function readSounds(
  bytes: Uint8Array,
  media: ReadonlyMap<string, string>,
  wanted: ReadonlySet<string>,
): Map<string, WordAudio> {
  const entryOf = new Map<string, string>();
  for (const [entry, name] of media) if (wanted.has(name) && soundType(name)) entryOf.set(name, entry);
  if (entryOf.size === 0) return new Map();
  let read;
  try {
    read = readZipEntries(bytes, [...entryOf.values()], SOUND_MAX_BYTES, {
      oversized: 'skip',
      maxTotalBytes: SOUNDS_MAX_TOTAL_BYTES,
    });
  } catch {
    return new Map();
  }
  const sounds = new Map<string, WordAudio>();
  for (const [name, entry] of entryOf) {
    const stored = read.entries.get(entry);
    if (!stored) continue;
    try {
      sounds.set(name, { fileName: name, bytes: isZstd(stored) ? unzstd(stored, SOUND_MAX_BYTES) : stored });
    } catch {
      // A sound that does not decompress within its cap is left out; the word stays.
    }
  }
  return sounds;
}

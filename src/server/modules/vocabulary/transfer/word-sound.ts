import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { vocabulary, vocabularyAudio } from '../../../db/schema';
import { soundType } from './anki-sounds';

/** A learner's word's own sound (imported with it from Anki) with its media type, or null. */
export async function findWordSound(
  db: Database,
  userId: string,
  wordId: string,
): Promise<{ type: string; bytes: Uint8Array } | null> {
  const [row] = await db
    .select({ fileName: vocabularyAudio.fileName, audio: vocabularyAudio.audio })
    .from(vocabularyAudio)
    .innerJoin(vocabulary, eq(vocabulary.id, vocabularyAudio.vocabularyId))
    .where(and(eq(vocabulary.id, wordId), eq(vocabulary.userId, userId)))
    .limit(1);
  return row ? { type: soundType(row.fileName) ?? 'application/octet-stream', bytes: row.audio } : null;
}

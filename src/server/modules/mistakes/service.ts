import { asCorrectionKind } from '../../../content/tutor/correction-kinds';
import { notesForKind } from '../../../content/tutor/mistake-notes';
import type { MistakesResponse } from '../../../contracts/mistakes';
import {
  MISTAKE_WINDOW_DAYS,
  recurringKinds,
  summariseMistakes,
  type LedgerEntry,
} from '../../../domain/mistakes';
import type { MistakeRepository, MistakeRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Entry extends LedgerEntry {
  id: string;
  conversationId: string;
}

const toEntry = (row: MistakeRow): Entry => ({
  id: row.id,
  conversationId: row.conversationId,
  category: row.category,
  original: row.original,
  corrected: row.corrected,
  explanation: row.explanation,
  at: row.createdAt,
});

/** The learner's mistakes by kind, read from the ledger and counted by the domain's rule. */
export function createMistakeService(repo: MistakeRepository) {
  const windowStart = (now: Date) => new Date(now.getTime() - MISTAKE_WINDOW_DAYS * DAY_MS);
  const entries = async (userId: string, now: Date) =>
    (await repo.since(userId, windowStart(now))).map(toEntry);

  return {
    async summary(userId: string, now: Date): Promise<MistakesResponse> {
      const kinds = summariseMistakes(await entries(userId, now), now);
      return {
        windowDays: MISTAKE_WINDOW_DAYS,
        kinds: kinds.map((kind) => {
          const category = asCorrectionKind(kind.category);
          return {
            category,
            count: kind.count,
            recent: kind.recent,
            earlier: kind.earlier,
            trend: kind.trend,
            examples: (kind.examples as Entry[]).map((example) => ({
              id: example.id,
              original: example.original,
              corrected: example.corrected,
              explanation: example.explanation,
              conversationId: example.conversationId,
              at: example.at.toISOString(),
            })),
            notes: notesForKind(category).map((note) => ({
              id: note.id,
              title: note.title,
              explanation: note.explanation,
              example: note.example,
            })),
          };
        }),
      };
    },
    /** The kinds the tutor should bring up in the learner's next conversation. */
    async recurring(userId: string, now: Date) {
      return recurringKinds(await entries(userId, now), now).map(asCorrectionKind);
    },
  };
}

export type MistakeService = ReturnType<typeof createMistakeService>;

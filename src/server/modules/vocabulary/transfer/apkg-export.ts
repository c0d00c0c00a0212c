import { createHash } from 'node:crypto';
import { zipSync, strToU8 } from 'fflate';
import { markWrongPart } from '../../../../domain/cards/correction-card';
import type { VocabularyRow } from '../to-item';
import {
  ANKI_SCHEMA,
  COL_CONF,
  CORRECTION_MODEL_ID,
  CORRECTION_TAG,
  DECK_CONF,
  DECK_ID,
  MODEL_ID,
  decksJson,
  modelJson,
} from './anki-schema';
import { revlogRows, writeRevlog } from './revlog';
import { sqlite } from './sqlite';
import { fsrsOf } from '../to-item';

export interface ExportReview {
  vocabularyId: string;
  rating: string;
  reviewedAt: Date;
}

const DAY_S = 86_400;

const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Anki tags hold no spaces: "food & drink" -> "food_&_drink". */
const tag = (text: string) => text.trim().replace(/\s+/g, '_');

/** Anki's duplicate check: the first 8 hex digits of the SHA-1 of the sort field, as a number. */
const checksum = (text: string) => parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);

/** A stable note guid per word, so importing a newer export updates notes instead of duplicating. */
const guid = (id: string) => createHash('sha1').update(`charla:${id}`).digest('base64').slice(0, 10);

/** The learner's sentence with the wrong part marked, as the flashcards screen shows it. */
const markedSentence = (row: VocabularyRow) =>
  markWrongPart(row.word, row.translation)
    .map((part) => (part.wrong ? `<span class=wrong>${html(part.text)}</span>` : html(part.text)))
    .join('');

/** A card's FSRS memory as Anki 23.10+ keeps it in `cards.data` (stability, difficulty, retention). */
function ankiMemory(row: VocabularyRow): string {
  const memory = fsrsOf(row);
  if (!memory || memory.stability <= 0) return '';
  return JSON.stringify({ s: memory.stability, d: memory.difficulty, dr: memory.retention });
}

/** A card's note: its note type, its fields (HTML) and what Anki sorts and checks duplicates by. */
function noteOf(row: VocabularyRow): { model: number; fields: string[]; tags: string } {
  const tags = ` category::${tag(row.category)} difficulty::${row.difficulty} `;
  if (row.kind === 'correction') {
    return {
      model: CORRECTION_MODEL_ID,
      fields: [markedSentence(row), html(row.translation), html(row.definition)],
      tags: `${tags}${CORRECTION_TAG} `,
    };
  }
  return {
    model: MODEL_ID,
    fields: [row.word, row.translation, row.context, row.definition].map(html),
    tags,
  };
}

/**
 * The learner's words as an Anki package: one note per word (Word, Translation, Context,
 * Definition), tagged `category::…` and `difficulty::…`, in a "Charla" deck. Reviewed words
 * become review cards with their interval, ease and due day (and their FSRS memory, under FSRS);
 * the rest are new cards. Each applied rating becomes a revlog entry (revlog.ts). Correction cards
 * are notes of a second type (Sentence with the wrong part marked, Corrected, Explanation).
 */
export async function toApkg(
  rows: readonly VocabularyRow[],
  reviews: readonly ExportReview[],
  now: Date,
  /** Pronunciation per word id (WAV), added as a [sound:…] after the word. */
  audio: ReadonlyMap<string, Uint8Array> = new Map(),
): Promise<Uint8Array> {
  const media: Record<string, string> = {};
  const files: Record<string, Uint8Array> = {};
  const SQL = await sqlite();
  const db = new SQL.Database();
  try {
    db.exec(ANKI_SCHEMA);
    // One transaction: SQLite otherwise journals every insert on its own (ten times slower).
    db.exec('BEGIN');
    const earliest = Math.min(now.getTime(), ...rows.map((row) => row.createdAt.getTime()));
    const crt = Math.floor(earliest / 1000 / DAY_S) * DAY_S;
    const nowS = Math.floor(now.getTime() / 1000);
    db.run('INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
      crt,
      now.getTime(),
      now.getTime(),
      JSON.stringify(COL_CONF),
      JSON.stringify(modelJson(nowS)),
      JSON.stringify(decksJson(nowS)),
      JSON.stringify(DECK_CONF),
      '{}',
    ]);
    const note = db.prepare('INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, ?)');
    const card = db.prepare(
      'INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?)',
    );
    const cardIds = new Map<string, number>();
    // Anki ids are epoch milliseconds by convention; consecutive values keep them unique.
    let nextId = now.getTime();
    rows.forEach((row, position) => {
      const noteId = nextId++;
      const cardId = nextId++;
      cardIds.set(row.id, cardId);
      const { model, fields, tags } = noteOf(row);
      const sound = row.kind === 'word' ? audio.get(row.id) : undefined;
      if (sound) {
        // Anki's media: numbered files in the zip, their real names in the `media` map.
        const name = `charla-${row.id}.wav`;
        const index = String(Object.keys(media).length);
        media[index] = name;
        files[index] = sound;
        fields[0] = `${fields[0]}[sound:${name}]`;
      }
      note.run([
        noteId,
        guid(row.id),
        model,
        nowS,
        tags,
        fields.join('\x1f'),
        html(row.word),
        checksum(html(row.word)),
        '',
      ]);
      const reviewed = row.timesReviewed > 0;
      const due = reviewed
        ? Math.max(0, Math.floor((row.nextReviewDue.getTime() / 1000 - crt) / DAY_S))
        : position + 1;
      const lapses = Math.max(0, row.timesReviewed - row.correctReviews);
      card.run([
        cardId,
        noteId,
        DECK_ID,
        nowS,
        reviewed ? 2 : 0,
        reviewed ? 2 : 0,
        due,
        reviewed ? row.interval : 0,
        reviewed ? Math.round(row.easeFactor * 1000) : 0,
        row.timesReviewed,
        lapses,
        ankiMemory(row),
      ]);
    });
    note.free();
    card.free();
    writeRevlog(db, revlogRows(rows, reviews, cardIds));
    db.exec('COMMIT');
    const collection = db.export();
    return zipSync({ 'collection.anki2': collection, media: strToU8(JSON.stringify(media)), ...files });
  } finally {
    db.close();
  }
}

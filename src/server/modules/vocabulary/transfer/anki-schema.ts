/**
 * The Anki collection format (schema 11, "collection.anki2"), which every Anki since 2.1 and
 * AnkiDroid import. Table definitions follow Anki's own `schema11.sql`.
 */
export const ANKI_SCHEMA = `
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null,
  left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);
`;

/** Fixed ids keep re-exports importing into the same note type and deck instead of duplicating them. */
export const MODEL_ID = 1_700_000_019_001;
export const DECK_ID = 1_700_000_019_002;
/** The second note type: a correction card (ADR 0028). */
export const CORRECTION_MODEL_ID = 1_700_000_019_003;
const FIELD_NAMES = ['Word', 'Translation', 'Context', 'Definition'] as const;
const CORRECTION_FIELD_NAMES = ['Sentence', 'Corrected', 'Explanation'] as const;
/** The tag that marks a correction note, so a re-import keeps it a correction card. */
export const CORRECTION_TAG = 'charla::correction';

const CSS = `.card { font-family: arial; font-size: 22px; text-align: center; color: black; background-color: white; }
.context { font-style: italic; font-size: 18px; } .definition { font-size: 16px; color: #555; }
.wrong { text-decoration: underline wavy #c0392b; color: #c0392b; } .prompt { font-size: 16px; color: #555; }`;

function model(
  id: number,
  name: string,
  fields: readonly string[],
  template: { name: string; qfmt: string; afmt: string },
  now: number,
) {
  return {
    id,
    name,
    type: 0,
    mod: now,
    usn: -1,
    sortf: 0,
    did: DECK_ID,
    tmpls: [{ ...template, ord: 0, bqfmt: '', bafmt: '', did: null, bfont: '', bsize: 0 }],
    flds: fields.map((field, ord) => ({
      name: field,
      ord,
      sticky: false,
      rtl: false,
      font: 'Arial',
      size: 20,
      media: [],
    })),
    css: CSS,
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    latexsvg: false,
    tags: [],
    vers: [],
    req: [[0, 'any', [0]]],
  };
}

/** The note types: a word (Spanish → English), and a correction (find the mistake, then the fix and why). */
export function modelJson(now: number) {
  return {
    [MODEL_ID]: model(
      MODEL_ID,
      'Charla word',
      FIELD_NAMES,
      {
        name: 'Spanish → English',
        qfmt: '{{Word}}',
        afmt:
          '{{FrontSide}}<hr id=answer>{{Translation}}' +
          '{{#Context}}<div class=context>{{Context}}</div>{{/Context}}' +
          '{{#Definition}}<div class=definition>{{Definition}}</div>{{/Definition}}',
      },
      now,
    ),
    [CORRECTION_MODEL_ID]: model(
      CORRECTION_MODEL_ID,
      'Charla correction',
      CORRECTION_FIELD_NAMES,
      {
        name: 'Fix the sentence',
        qfmt: '{{Sentence}}<div class=prompt>How would you fix it? / ¿Cómo lo corregirías?</div>',
        afmt:
          '{{Sentence}}<hr id=answer>{{Corrected}}' +
          '{{#Explanation}}<div class=definition>{{Explanation}}</div>{{/Explanation}}',
      },
      now,
    ),
  };
}

const deck = (id: number, name: string, now: number) => ({
  id,
  name,
  desc: '',
  mod: now,
  usn: -1,
  collapsed: false,
  browserCollapsed: false,
  newToday: [0, 0],
  revToday: [0, 0],
  lrnToday: [0, 0],
  timeToday: [0, 0],
  dyn: 0,
  extendNew: 10,
  extendRev: 50,
  conf: 1,
});

export function decksJson(now: number) {
  return { 1: deck(1, 'Default', now), [DECK_ID]: deck(DECK_ID, 'Charla', now) };
}

export const DECK_CONF = {
  1: {
    id: 1,
    name: 'Default',
    mod: 0,
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: {
      delays: [1, 10],
      ints: [1, 4, 7],
      initialFactor: 2500,
      order: 1,
      perDay: 20,
      bury: true,
      separate: true,
    },
    rev: {
      perDay: 200,
      ease4: 1.3,
      fuzz: 0.05,
      minSpace: 1,
      ivlFct: 1,
      maxIvl: 36500,
      bury: true,
      hardFactor: 1.2,
    },
    lapse: { delays: [10], mult: 0, minInt: 1, leechFails: 8, leechAction: 0 },
  },
};

export const COL_CONF = {
  activeDecks: [1],
  curDeck: 1,
  newSpread: 0,
  collapseTime: 1200,
  timeLim: 0,
  estTimes: true,
  dueCounts: true,
  curModel: null,
  nextPos: 1,
  sortType: 'noteFld',
  sortBackwards: false,
  addToCur: true,
};

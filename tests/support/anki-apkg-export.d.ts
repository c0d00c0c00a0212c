/** The `anki-apkg-export` package has no types of its own: what the tests use of it. */
declare module 'anki-apkg-export' {
  export default class AnkiExport {
    constructor(deckName: string);
    addMedia(fileName: string, data: Buffer): void;
    addCard(front: string, back: string, options?: { tags?: string[] }): void;
    save(): Promise<Buffer>;
  }
}

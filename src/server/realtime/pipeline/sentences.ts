/**
 * Cuts the model's streamed text into sentences, so speech can be synthesised for the first
 * sentence while the model is still writing the next. A sentence ends at . ! ? … (or a line
 * break) followed by white space; an abbreviation or a number like 3.5 does not end one.
 */

const ABBREVIATIONS = new Set([
  'sr',
  'sra',
  'srta',
  'dr',
  'dra',
  'ud',
  'uds',
  'etc',
  'p',
  'ej',
  'pág',
  'núm',
  'aprox',
]);
/** A sentence this long without an end is cut at a comma or space, to keep the first audio early. */
const MAX_SENTENCE_CHARS = 220;

export class SentenceSplitter {
  private buffer = '';

  /** Adds streamed text; returns the sentences it completed. */
  push(delta: string): string[] {
    this.buffer += delta;
    const sentences: string[] = [];
    for (;;) {
      const end = this.findEnd();
      if (end < 0) break;
      const sentence = this.buffer.slice(0, end).trim();
      this.buffer = this.buffer.slice(end);
      if (sentence) sentences.push(sentence);
    }
    return sentences;
  }

  /** The text left when the stream ends. */
  flush(): string[] {
    const rest = this.buffer.trim();
    this.buffer = '';
    return rest ? [rest] : [];
  }

  private findEnd(): number {
    const pattern = /([.!?…]+["»”')\]]*|\n)(\s)/g;
    for (let match = pattern.exec(this.buffer); match; match = pattern.exec(this.buffer)) {
      const at = match.index;
      if (match[1] === '.' || match[1]?.startsWith('.')) {
        const before = /([\p{L}\d]+)$/u.exec(this.buffer.slice(0, at))?.[1] ?? '';
        if (ABBREVIATIONS.has(before.toLowerCase())) continue;
      }
      return at + (match[1]?.length ?? 0);
    }
    if (this.buffer.length <= MAX_SENTENCE_CHARS) return -1;
    const window = this.buffer.slice(0, MAX_SENTENCE_CHARS);
    const comma = window.lastIndexOf(', ');
    if (comma > 40) return comma + 1;
    const space = window.lastIndexOf(' ');
    return space > 0 ? space : MAX_SENTENCE_CHARS;
  }
}

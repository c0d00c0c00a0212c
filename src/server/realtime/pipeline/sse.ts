/** Server-sent events (the streaming format of `/chat/completions` with `stream: true`). */

/** Yields each event's data (its `data:` lines joined), until the byte stream ends. */
export async function* readSseData(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  const eventsOf = (text: string) =>
    text
      .split(/\r?\n|\r/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
      .join('\n');
  for await (const chunk of chunks) {
    buffer += decoder.decode(chunk, { stream: true });
    const events = buffer.split(/\r?\n\r?\n/);
    buffer = events.pop() ?? '';
    for (const event of events) {
      const data = eventsOf(event);
      if (data) yield data;
    }
  }
  const last = eventsOf(buffer + decoder.decode());
  if (last) yield last;
}

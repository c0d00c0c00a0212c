import { vi } from 'vitest';

/**
 * The realtime relay at the browser's module boundary: a stand-in for `WebSocket` that speaks the
 * relay's event protocol (product.md#realtime-protocol). A typed message is echoed as a user item and answered
 * with one text reply, so the real client, reducer and hooks run above it.
 */
export class FakeTutorSocket extends EventTarget {
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  static sockets: FakeTutorSocket[] = [];
  static reply = '¡Muy bien! ¿Y tú?';
  readyState = 0;
  readonly sent: { type: string; [key: string]: unknown }[] = [];
  private counter = 0;

  constructor(readonly url: string) {
    super();
    FakeTutorSocket.sockets.push(this);
    setTimeout(() => {
      this.readyState = FakeTutorSocket.OPEN;
      this.dispatchEvent(new Event('open'));
      this.emit({ type: 'session.created', session: { id: 'sess_1' } });
    }, 0);
  }

  send(data: string): void {
    const event = JSON.parse(data) as { type: string; item?: { content?: { text: string }[] } };
    this.sent.push(event);
    if (event.type === 'conversation.item.create' && event.item?.content?.[0]) {
      const id = `u${++this.counter}`;
      this.emit({
        type: 'conversation.item.created',
        item: { id, type: 'message', role: 'user', status: 'completed', content: event.item.content },
      });
    }
    if (event.type === 'response.create') {
      const id = `a${++this.counter}`;
      const item = { id, object: 'realtime.item', type: 'message', role: 'assistant', content: [] };
      const text = FakeTutorSocket.reply;
      this.emit({ type: 'response.output_item.added', item: { ...item, status: 'in_progress' } });
      this.emit({ type: 'conversation.item.created', item: { ...item, status: 'in_progress' } });
      this.emit({ type: 'response.content_part.added', item_id: id, part: { type: 'text', text: '' } });
      this.emit({ type: 'response.text.delta', item_id: id, delta: text });
      this.emit({
        type: 'response.output_item.done',
        item: { ...item, status: 'completed', content: [{ type: 'text', text }] },
      });
    }
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === FakeTutorSocket.CLOSED) return;
    this.readyState = FakeTutorSocket.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code, reason }));
  }

  /** The relay goes away (network drop): a close the client did not ask for. */
  drop(): void {
    this.close(1006, '');
  }

  private emit(event: object): void {
    setTimeout(
      () => this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(event) })),
      0,
    );
  }
}

export function stubTutorSocket(): typeof FakeTutorSocket {
  FakeTutorSocket.sockets = [];
  vi.stubGlobal('WebSocket', FakeTutorSocket);
  return FakeTutorSocket;
}

import { describe, expect, it } from 'vitest';
import {
  createSessionNames,
  groupUnits,
  renameMessage,
  simpleQuery,
  syncMessage,
  takeMessages,
} from './pglite-protocol';

function message(type: string, ...parts: (string | Buffer)[]): Buffer {
  const body = Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(`${part}\0`) : part)),
  );
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** The zero-terminated strings of a message's body, for reading what a rename produced. */
function strings(buffer: Buffer, from = 5): string[] {
  return buffer.subarray(from).toString('utf8').split('\0').slice(0, -1);
}

const noParams = Buffer.from([0, 0]);

describe('the frontend protocol as the embedded database worker reads it', () => {
  it('takes whole messages and keeps a partial one for later', () => {
    const parse = message('P', 'stmt', 'select 1', noParams);
    const sync = syncMessage();
    const bytes = Buffer.concat([parse, sync, parse.subarray(0, 7)]);
    const { messages, rest, terminated } = takeMessages(bytes);
    expect(messages).toEqual([parse, sync]);
    expect(rest).toEqual(parse.subarray(0, 7));
    expect(terminated).toBe(false);
    expect(takeMessages(Buffer.concat([sync, message('X')])).terminated).toBe(true);
  });

  it('groups messages into units ending at a Sync, a simple query or a Flush', () => {
    const parse = message('P', '', 'select 1', noParams);
    const bind = message('B', '', '', Buffer.from([0, 0, 0, 0, 0, 0]));
    const first = groupUnits([], [parse, bind]);
    expect(first.units).toEqual([]);
    const second = groupUnits(first.pending, [syncMessage(), simpleQuery('select 2'), parse, message('H')]);
    expect(second.units.map((unit) => [unit.messages.length, unit.open])).toEqual([
      [3, false],
      [1, false],
      [2, true],
    ]);
    expect(second.pending).toEqual([]);
  });

  it("gives each connection's statement and portal names their own, and leaves unnamed ones", () => {
    const one = createSessionNames(1);
    const two = createSessionNames(2);
    const parse = message('P', 'review', 'select $1', Buffer.from([0, 1, 0, 0, 0, 23]));
    const [oneName] = strings(renameMessage(parse, one));
    const [twoName] = strings(renameMessage(parse, two));
    expect(oneName).not.toBe(twoName);
    // The rest of the message is carried over byte for byte, and its length is right.
    const renamed = renameMessage(parse, one);
    expect(renamed.readInt32BE(1)).toBe(renamed.length - 1);
    expect(renamed.subarray(renamed.length - 6)).toEqual(parse.subarray(parse.length - 6));
    // Bind names the same statement the same way; a named portal is renamed too.
    const bind = renameMessage(message('B', 'cursor', 'review', Buffer.from([0, 0, 0, 0, 0, 0])), one);
    expect(strings(bind).slice(0, 2)).toEqual([one.portal('cursor'), oneName]);
    const describe = renameMessage(message('D', Buffer.from('S'), 'review'), one);
    expect(strings(describe, 6)[0]).toBe(oneName);
    const execute = renameMessage(message('E', 'cursor', Buffer.alloc(4)), one);
    expect(strings(execute)[0]).toBe(one.portal('cursor'));
    // The unnamed statement and portal stay unnamed.
    const unnamed = message('P', '', 'select 1', noParams);
    expect(renameMessage(unnamed, one)).toBe(unnamed);
  });

  it('frees every name a connection used when it closes', () => {
    const names = createSessionNames(7);
    const used = ['a', 'b'].map(
      (name) => strings(renameMessage(message('P', name, 'select 1', noParams), names))[0],
    );
    const closes = names.closeAll();
    expect(closes.map((close) => String.fromCharCode(close[0] as number))).toEqual(['C', 'C', 'S']);
    expect(closes.slice(0, 2).map((close) => strings(close, 6)[0])).toEqual(used);
    expect(names.closeAll()).toEqual([]);
  });

  it('refuses a message whose length cannot be', () => {
    const negative = Buffer.concat([
      Buffer.from('Q'),
      Buffer.from([0xff, 0xff, 0xff, 0xf0]),
      Buffer.from('x'),
    ]);
    expect(() => takeMessages(negative)).toThrow('malformed');
    expect(() => takeMessages(Buffer.from([0x53, 0, 0, 0, 3]))).toThrow('malformed');
  });

  it('refuses a message whose name is not terminated', () => {
    const broken = Buffer.concat([Buffer.from('P'), Buffer.from([0, 0, 0, 7]), Buffer.from('abc')]);
    expect(() => renameMessage(broken, createSessionNames(1))).toThrow('malformed');
  });
});

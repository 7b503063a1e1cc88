import { createEventStreamParser, type StreamMessage } from '../event-stream-parser';

describe('createEventStreamParser', () => {
  it('reads messages split anywhere across chunks, skips comments, joins data lines and reports ids', () => {
    const messages: StreamMessage[] = [];
    const ids: string[] = [];
    const parse = createEventStreamParser(
      (message) => messages.push(message),
      (id) => ids.push(id),
    );
    const text =
      'retry: 2000\n: connected\n\nid: a-0\n\nid: a-1\nevent: change\ndata: {"kind":"task"}\n\n: heartbeat\r\n\r\ndata: one\ndata: two\n\n';
    for (const chunk of text.match(/[\s\S]{1,7}/g)!) parse(chunk);
    expect(messages).toEqual([
      { event: 'change', data: '{"kind":"task"}', id: 'a-1' },
      { event: 'message', data: 'one\ntwo' },
    ]);
    expect(ids).toEqual(['a-0', 'a-1']);
  });

  it('holds a message back until its blank line arrives', () => {
    const messages: StreamMessage[] = [];
    const parse = createEventStreamParser((message) => messages.push(message));
    parse('event: reset\ndata: {}\n');
    expect(messages).toEqual([]);
    parse('\n');
    expect(messages).toEqual([{ event: 'reset', data: '{}' }]);
  });
});

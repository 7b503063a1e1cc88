/** One message of a text/event-stream. */
export interface StreamMessage {
  /** The `event:` field; `message` when absent, as EventSource does. */
  event: string;
  data: string;
  /** The `id:` field of this message, if it had one. */
  id?: string;
}

/**
 * Reads a text/event-stream as it arrives, chunk by chunk (a chunk may end anywhere, even inside
 * a line), the way EventSource does (lines end with \n or \r\n): `field: value` lines, a blank line ends a message, lines
 * starting with `:` are comments (the server's heartbeats), several data lines are joined by \n.
 */
export function createEventStreamParser(onMessage: (message: StreamMessage) => void, onId: (id: string) => void = () => {}) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n'), ...(id !== undefined ? { id } : {}) });
      event = '';
      data = [];
      id = undefined;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) {
      id = value;
      onId(value);
    }
  };

  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    // The last piece is a line still arriving.
    buffer = lines.pop() ?? '';
    for (const text of lines) line(text.endsWith('\r') ? text.slice(0, -1) : text);
  };
}

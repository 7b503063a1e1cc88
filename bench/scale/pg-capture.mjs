// A PostgreSQL proxy that records the statements passing through it: the server is started with
// its DATABASE_URL pointing here, so the bench sees exactly the SQL and parameters the server
// runs for each call, whatever its code does (no logging hook in the server needed). Bytes are
// forwarded unchanged; only what the client sends is read: Query ('Q'), Parse ('P', statement
// name and text) and Bind ('B', the statement and its parameters, text or binary).
import net from 'node:net';

/** Reads the frontend messages of one connection as bytes arrive. */
class FrontendReader {
  #buffer = Buffer.alloc(0);
  #started = false;
  #statements = new Map();

  constructor(onStatement) {
    this.onStatement = onStatement;
  }

  push(chunk) {
    this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
    for (;;) {
      if (!this.#started) {
        // The startup packet (or an SSL/GSS request before it): length, then a code, no type byte.
        if (this.#buffer.length < 8) return;
        const length = this.#buffer.readInt32BE(0);
        if (this.#buffer.length < length) return;
        const code = this.#buffer.readInt32BE(4);
        this.#buffer = this.#buffer.subarray(length);
        if (code !== 80877103 && code !== 80877104) this.#started = true;
        continue;
      }
      if (this.#buffer.length < 5) return;
      const length = this.#buffer.readInt32BE(1);
      if (this.#buffer.length < 1 + length) return;
      const type = String.fromCharCode(this.#buffer[0]);
      const body = this.#buffer.subarray(5, 1 + length);
      this.#buffer = this.#buffer.subarray(1 + length);
      this.#read(type, body);
    }
  }

  #read(type, body) {
    let at = 0;
    const cstring = () => {
      const end = body.indexOf(0, at);
      const text = body.toString('utf8', at, end);
      at = end + 1;
      return text;
    };
    if (type === 'Q') this.onStatement({ sql: cstring(), params: [] });
    else if (type === 'P') {
      const name = cstring();
      this.#statements.set(name, cstring());
    } else if (type === 'B') {
      cstring(); // portal
      const statement = cstring();
      const formatCount = body.readInt16BE(at);
      at += 2;
      const formats = Array.from({ length: formatCount }, (_, i) => body.readInt16BE(at + 2 * i));
      at += 2 * formatCount;
      const paramCount = body.readInt16BE(at);
      at += 2;
      const params = [];
      for (let i = 0; i < paramCount; i++) {
        const size = body.readInt32BE(at);
        at += 4;
        if (size < 0) params.push(null);
        else {
          const binary = (formatCount === 1 ? formats[0] : formats[i]) === 1;
          const bytes = body.subarray(at, at + size);
          params.push(binary ? Buffer.from(bytes) : bytes.toString('utf8'));
          at += size;
        }
      }
      const sql = this.#statements.get(statement);
      if (sql !== undefined) this.onStatement({ sql, params });
    }
  }
}

/**
 * Listens on `port` (0: any) and forwards to `upstream` (host, port); resolves with
 * { port, statements, close() }. statements: every one seen, { sql, params, at } in order.
 */
export async function startCapture(upstream) {
  const statements = [];
  const sockets = new Set();
  const server = net.createServer((client) => {
    const reader = new FrontendReader((statement) => statements.push({ ...statement, at: performance.now() }));
    const database = net.connect(upstream.port, upstream.host);
    sockets.add(client).add(database);
    client.on('data', (chunk) => {
      try {
        reader.push(chunk);
      } catch {
        // A message this reader does not understand only goes unrecorded.
      }
      database.write(chunk);
    });
    database.on('data', (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      database.destroy();
      sockets.delete(client);
      sockets.delete(database);
    };
    client.on('close', close).on('error', close);
    database.on('close', close).on('error', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    statements,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

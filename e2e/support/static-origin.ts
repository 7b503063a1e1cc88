import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json' };

/**
 * A remote's own origin, served the way docs/deploying.md says: CORS for the
 * shell's origin, manifests and entry uncached, content-hashed chunks cached forever.
 */
export class StaticOrigin {
  private server: Server | undefined;

  constructor(
    private readonly dir: string,
    readonly port: number,
    private readonly allowedOrigin: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const path = normalize(decodeURIComponent(new URL(request.url ?? '/', this.url).pathname)).replace(/^(\.\.[/\\])+/, '');
      const file = join(this.dir, path);
      response.setHeader('Access-Control-Allow-Origin', this.allowedOrigin);
      response.setHeader('Vary', 'Origin');
      if (!file.startsWith(this.dir) || !existsSync(file) || !statSync(file).isFile()) {
        response.writeHead(404).end();
        return;
      }
      const hashed = /\.[0-9a-f]{8}\.js$/.test(file);
      response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
      createReadStream(file).pipe(response);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

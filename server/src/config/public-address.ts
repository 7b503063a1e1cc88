/**
 * The address the server is reached at when FRONTEND_HOST is not set: the scheme it serves (https
 * with its own certificate), the host it listens on, and its port. An address that stands for
 * every interface (0.0.0.0, ::) is reached as localhost; an IPv6 address goes in brackets; the
 * scheme's own port is left out. Links in mails and preview links are built on it, so they open
 * the server that made them.
 */
export function publicAddress({ host, port, tls }: { host: string; port: number; tls: boolean }): string {
  const scheme = tls ? 'https' : 'http';
  const name = host === '' || host === '0.0.0.0' || host === '::' || host === '[::]' ? 'localhost' : host;
  const bracketed = name.includes(':') && !name.startsWith('[') ? `[${name}]` : name;
  const defaultPort = tls ? 443 : 80;
  return `${scheme}://${bracketed}${port === defaultPort ? '' : `:${port}`}`;
}

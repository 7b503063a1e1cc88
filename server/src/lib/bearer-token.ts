import type { FastifyRequest } from 'fastify';

/** The bearer token, or null when there is none (a missing header or another scheme). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

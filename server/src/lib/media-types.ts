/**
 * Media types as the API reads them, FastAPI's rules: a body is JSON when its Content-Type is
 * application/json or application/<anything>+json; a header that is not a media type at all is
 * no JSON either (its body is read as text), and an empty one counts as absent (read as JSON).
 */

/** RFC 9110 token, the characters a type or subtype may hold (Fastify's own check). */
const TOKEN = /^[\w!#$%&'*+.^`|~-]+$/;

/** "type/subtype" in lower case, or null when the header is not a media type. */
export function mediaTypeOf(header: string): string | null {
  const essence = header.split(';', 1)[0]!;
  const slash = essence.indexOf('/');
  if (slash === -1) return null;
  const type = essence.slice(0, slash).trimStart().toLowerCase();
  const subtype = essence
    .slice(slash + 1)
    .trimEnd()
    .toLowerCase();
  return TOKEN.test(type) && TOKEN.test(subtype) ? `${type}/${subtype}` : null;
}

export function isJsonMediaType(mediaType: string | null): boolean {
  return mediaType !== null && /^application\/(?:[\w!#$%&'*+.^`|~-]*\+)?json$/.test(mediaType);
}

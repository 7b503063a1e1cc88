// A backslash reads as a slash to a browser's URL parser (`/\evil.example` is `//evil.example`,
// another host), and tabs and newlines inside a URL are dropped (`/\t/evil.example` too). Encoded,
// a backslash or a control character is only a hazard once something decodes the path, so it is
// refused as well: no media path of ours has one.
const UNSAFE_IN_PATH = /[\\\u0000-\u001f\u007f-\u009f]|%(?:5c|[01][0-9a-f]|7f)/i;

function pageOrigin(): string {
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? origin : 'http://localhost';
}

/**
 * Only http(s) URLs and paths on this page's own origin may become a src or href: a stored
 * `javascript:` or `data:` URL must never run or render, and a path must not lead to another host.
 */
export function safeUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (trimmed.startsWith('/') || trimmed.startsWith('\\')) return samePagePath(trimmed);
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** A site-relative path, kept as written, if it stays on this page's origin as a browser reads it. */
function samePagePath(path: string): string | undefined {
  if (!path.startsWith('/') || path.startsWith('//') || UNSAFE_IN_PATH.test(path)) return undefined;
  const origin = pageOrigin();
  try {
    return new URL(path, origin).origin === origin ? path : undefined;
  } catch {
    return undefined;
  }
}

import { ApiError, isMissingPermission, RequestAbortedError } from './api-error';

/**
 * Why something could not be loaded, in words a user understands; each has a text in every
 * language (common texts, `loadFailed.reasons.<reason>`; a missing right MISSING_PERMISSION_TEXT).
 */
export type ErrorReason =
  | 'network'
  | 'timeout'
  | 'server'
  | 'unavailable'
  | 'busy'
  | 'notAllowed'
  | 'missingPermission'
  | 'notFound'
  | 'rejected'
  | 'cancelled'
  | 'incompatible'
  | 'unexpected';

export interface ErrorDescription {
  reason: ErrorReason;
  /**
   * For developers and support, never shown unasked: the HTTP status with the server's detail and
   * the URL, or the error's own message and those of its causes (codes such as #RUNTIME-003, URLs).
   */
  details: string;
}

// A fetch the browser could not complete (offline, DNS, refused, CORS) and a script or chunk that
// could not be downloaded.
const UNREACHABLE =
  /failed to fetch|networkerror|network request failed|load failed|loading (css )?chunk \S+ failed|loading script failed/i;

function reasonForStatus(status: number): ErrorReason {
  if (status === 401 || status === 403) return 'notAllowed';
  if (status === 404 || status === 410) return 'notFound';
  if (status === 408 || status === 504) return 'timeout';
  if (status === 429) return 'busy';
  if (status === 502 || status === 503) return 'unavailable';
  if (status >= 500) return 'server';
  return 'rejected';
}

function ownReason(error: Error): ErrorReason | undefined {
  // The person is signed in but lacks the right (their session is fine, unlike 'notAllowed').
  if (isMissingPermission(error)) return 'missingPermission';
  if (error instanceof ApiError) return reasonForStatus(error.status);
  if (error instanceof RequestAbortedError) return 'cancelled';
  if (error.name === 'TimeoutError') return 'timeout';
  if (error.name === 'ChunkLoadError' || UNREACHABLE.test(error.message)) return 'network';
  return undefined;
}

/** The error and its causes, outermost first (a few levels: causes can loop). */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current !== undefined && current !== null && chain.length < 5 && !chain.includes(current)) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/** The first kind the error or one of its causes names; a browser that knows it is offline says so. */
export function errorReason(error: unknown): ErrorReason {
  for (const link of chainOf(error)) {
    const reason = link instanceof Error ? ownReason(link) : undefined;
    if (reason) return reason;
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'network';
  return 'unexpected';
}

const MAX_BODY_CHARS = 500;

function serverDetail(body: unknown): string | undefined {
  if (body === undefined || body === null || body === '') return undefined;
  const detail = (body as { detail?: unknown }).detail;
  if (typeof detail === 'string' && detail) return detail;
  let text: string;
  try {
    text = typeof body === 'string' ? body : JSON.stringify(body);
  } catch {
    text = String(body);
  }
  return text.length > MAX_BODY_CHARS ? `${text.slice(0, MAX_BODY_CHARS)}…` : text;
}

function describeLink(link: unknown): string {
  if (link instanceof ApiError) {
    const detail = serverDetail(link.body);
    return [`HTTP ${link.status} ${link.statusText || link.message}`.trim(), link.url, detail].filter(Boolean).join('\n');
  }
  if (link instanceof Error) return `${link.name}: ${link.message}`;
  return String(link);
}

/** An error as a reason for the user and details for a developer (see ErrorDescription). */
export function describeError(error: unknown): ErrorDescription {
  const lines: string[] = [];
  for (const link of chainOf(error)) {
    // A wrapper often repeats its cause's message in its own; the cause is then only its name.
    const repeated = link instanceof Error && !(link instanceof ApiError) && lines.some((line) => line.includes(link.message));
    const text = repeated ? (link as Error).name : describeLink(link);
    lines.push(lines.length ? `Caused by ${text}` : text);
  }
  return { reason: errorReason(error), details: lines.join('\n') };
}

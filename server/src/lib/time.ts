let lastMillis = 0;

/**
 * The current time as an ISO 8601 UTC string with milliseconds. Within one process each call is
 * at least 1 ms after the previous one, so rows created in a burst still sort newest first.
 */
export function nowIso(): string {
  lastMillis = Math.max(Date.now(), lastMillis + 1);
  return new Date(lastMillis).toISOString();
}

const STORED = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * The wall clock as an ISO string, for times compared with a token's `iat` (the wall clock too).
 * nowIso() may run ahead of it under a burst of writes (1 ms per call), and a password change
 * stamped ahead of the clock would refuse the tokens issued right after it.
 */
export function wallClockIso(): string {
  return new Date().toISOString();
}

/** The wire format of the contract: second precision, `Z` suffix (2026-11-22T08:15:00Z). */
export function toWireTimestamp(stored: string): string {
  // What nowIso() stores needs no parsing (the common case: every row of every list).
  if (stored.length === 24 && STORED.test(stored)) return stored.slice(0, 19) + 'Z';
  const date = new Date(stored);
  return Number.isNaN(date.getTime()) ? stored : date.toISOString().slice(0, 19) + 'Z';
}

/**
 * An RFC 3339 date-time (any offset, any fraction) as stored timestamps are written, so that text
 * comparison with a stored column is time comparison: 2026-11-20T08:00:00+08:00 becomes
 * 2026-11-20T00:00:00.000Z. Undefined when JavaScript cannot read it (a leap second).
 */
export function toStoredTimestamp(dateTime: string): string | undefined {
  const date = new Date(dateTime);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

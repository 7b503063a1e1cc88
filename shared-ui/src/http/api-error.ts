import type { Permission } from '../session/permission-names';
import type { Language } from '../i18n/language-store';
import { screenLanguageOf } from '../i18n/screen-language';

// Every failed call surfaces as one of these, so screens handle errors the same way everywhere.
const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Validation Error',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
  ) {
    super(STATUS_NAMES[status] ?? `Generic Error: status: ${status}; status text: ${statusText}; body: ${safeStringify(body)}`);
  }
}

export class RequestAbortedError extends Error {
  override readonly name = 'RequestAbortedError';
  constructor() {
    super('Request aborted');
  }
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The contract's answer to a signed-in user who lacks a right (403); the session stays good. */
export const NOT_ENOUGH_PRIVILEGES = "The user doesn't have enough privileges";

const detailOf = (error: ApiError) => (error.body as { detail?: unknown } | null | undefined)?.detail;

/**
 * Whether the server refused because the signed-in user lacks a right (403 "The user doesn't
 * have enough privileges"), as opposed to refusing who they are: their session stays good.
 */
export function isMissingPermission(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && detailOf(error) === NOT_ENOUGH_PRIVILEGES;
}

/** The right such a refusal names (`missing_permission`); null for any other error, or one naming none. */
export function missingPermission(error: unknown): Permission | null {
  const named = isMissingPermission(error) && (error.body as { missing_permission?: unknown }).missing_permission;
  return typeof named === 'string' && named ? (named as Permission) : null;
}

/** What a person is told when the server says they lack the right, in each language (in toasts and error panels alike). */
export const MISSING_PERMISSION_TEXT: Record<Language, string> = {
  en: "You don't have permission to do this",
  'zh-CN': '你没有执行此操作的权限',
};

/**
 * The text a user sees for a failure: the server's detail, the first validation message, or a
 * generic line. A refusal for a missing right says so in `language`: by default the language of
 * the screen the person is acting on (the focused control's), else English.
 */
export function errorDetail(error: unknown, fallback = 'Something went wrong.', language?: Language): string {
  if (isMissingPermission(error)) {
    return MISSING_PERMISSION_TEXT[language ?? screenLanguageOf(document.activeElement) ?? 'en'];
  }
  if (error instanceof ApiError) {
    const detail = detailOf(error);
    if (typeof detail === 'string' && detail) return detail;
    if (Array.isArray(detail)) {
      const first = detail[0] as { msg?: unknown } | undefined;
      if (typeof first?.msg === 'string' && first.msg) return first.msg;
    }
  }
  return fallback;
}

/**
 * Whether the server refused the session itself, which then ends: 401, or a 403 other than a
 * missing right (a credential it could not validate). A missing right leaves the person signed in,
 * as does a write refused while a superuser views as someone (`view_as: 'read_only'`).
 */
export function isAuthError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 401 ||
      (error.status === 403 &&
        (error.body as { view_as?: unknown } | null | undefined)?.view_as !== 'read_only' &&
        !isMissingPermission(error)))
  );
}

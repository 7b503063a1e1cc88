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

/** The text a user sees for a failure: the server's detail, the first validation message, or a generic line. */
export function errorDetail(error: unknown, fallback = 'Something went wrong.'): string {
  if (error instanceof ApiError) {
    const detail = (error.body as { detail?: unknown } | null | undefined)?.detail;
    if (typeof detail === 'string' && detail) return detail;
    if (Array.isArray(detail)) {
      const first = detail[0] as { msg?: unknown } | undefined;
      if (typeof first?.msg === 'string' && first.msg) return first.msg;
    }
  }
  return fallback;
}

export function isAuthError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

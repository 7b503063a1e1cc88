import type { FastApiValidationError } from './validation-errors.js';

/**
 * An error a service throws to end the request with a given status and `detail`, the FastAPI
 * error body the contract uses. The error handler turns it into `{"detail": ...}`.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly detail: string | FastApiValidationError[],
    readonly headers: Record<string, string> = {},
    /** Fields sent beside `detail`, e.g. `missing_permission` on a 403 for a right the user lacks. */
    readonly fields: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : (detail[0]?.msg ?? 'Validation Error'));
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const forbidden = (detail: string) => new HttpError(403, detail);
export const notFound = (detail: string) => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);

/** A 422 in FastAPI's list shape, for checks a schema cannot express. */
export const validationFailed = (loc: (string | number)[], msg: string, type = 'value_error') => new HttpError(422, [{ loc, msg, type }]);

/** A 422 with a plain-text detail (a business rule, e.g. the publish check). */
export const unprocessable = (detail: string) => new HttpError(422, detail);

/**
 * An error a service throws to end the request with a given status and `detail`, the FastAPI
 * error body the contract uses. The error handler turns it into `{"detail": ...}`.
 */
export class HttpError extends Error {
  override name = 'HttpError'

  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail)
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail)
export const forbidden = (detail: string) => new HttpError(403, detail)
export const notFound = (detail: string) => new HttpError(404, detail)
export const conflict = (detail: string) => new HttpError(409, detail)

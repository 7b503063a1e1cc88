import { Type, type TSchema } from 'typebox';

// Shared building blocks of the wire format. Titles follow the starter's model names so the
// generated OpenAPI document reads like the one its clients were generated from.

export const Uuid = Type.String({ format: 'uuid' });

export const Timestamp = Type.String({ format: 'date-time', examples: ['2026-11-22T08:15:00Z'] });

export const Message = Type.Object({ message: Type.String() }, { title: 'Message' });

export const ErrorDetail = Type.Object({ detail: Type.String() }, { title: 'HTTPError' });

/** A 403: `missing_permission` names the right the user lacks when that is why. */
export const ForbiddenDetail = Type.Object(
  {
    detail: Type.String(),
    missing_permission: Type.Optional(Type.String()),
    view_as: Type.Optional(
      Type.Literal('read_only', { description: 'A write refused while a superuser views as someone (view-as): the session stays good' }),
    ),
  },
  { title: 'HTTPForbidden' },
);

export const ValidationErrorBody = Type.Object(
  {
    detail: Type.Array(
      Type.Object(
        {
          loc: Type.Array(Type.Union([Type.String(), Type.Integer()])),
          msg: Type.String(),
          type: Type.String(),
        },
        { title: 'ValidationError' },
      ),
    ),
  },
  { title: 'HTTPValidationError' },
);

export const Pagination = Type.Object({
  skip: Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
});

/**
 * Error responses a route documents (and serializes): `{detail}` bodies plus the 422 list. A
 * route that also refuses with a 422 in words lists 422: the list still serializes as a list
 * (a bad query value on that route), never as "[object Object]".
 */
export function errorResponses(...statuses: number[]): Record<number, TSchema> {
  const responses: Record<number, TSchema> = { 422: ValidationErrorBody };
  for (const status of statuses)
    responses[status] = status === 403 ? ForbiddenDetail : status === 422 ? Type.Union([ValidationErrorBody, ErrorDetail]) : ErrorDetail;
  return responses;
}

/**
 * Error responses of back-office routes, where a 422 is either a validation list or a business
 * rule in words (e.g. the publish check's Chinese message).
 */
export function backendErrorResponses(...statuses: number[]): Record<number, TSchema> {
  return { ...errorResponses(...statuses), 422: Type.Union([ValidationErrorBody, ErrorDetail]) };
}

/** What an authenticated route may answer before its handler runs (see modules/users/authentication.ts). */
export const AUTH_ERRORS = [400, 401, 403, 404] as const;

/** OpenAPI security requirement of routes that need a bearer token. */
export const BEARER = [{ OAuth2PasswordBearer: [] }];

import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors.js';
import { toFastApiErrors, type RequestPart, type ValidationIssue } from '../lib/validation-errors.js';
import {
  BODY_TOO_LARGE,
  FIELD_REQUIRED,
  INTERNAL_SERVER_ERROR,
  JSON_DECODE_ERROR,
  NOT_FOUND,
  unsupportedMediaType,
} from '../lib/messages.js';

/**
 * One place that turns every failure into the contract's bodies: `{"detail": "text"}` for
 * errors, FastAPI's list for validation. Anything the client sent wrong ends as a 4xx; only a
 * fault of the server itself is a 500, and then without internals in the body.
 */
export const errorsPlugin = fp(
  async (app) => {
    // FastAPI's answer for an unknown route. The shell's client-side routes never get here: the
    // frontend plugin answers every other GET with the single-page app.
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: NOT_FOUND }));

    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send({ detail: error.detail, ...error.fields });
      }

      if (error.validation) {
        const part = (error.validationContext ?? 'body') as RequestPart;
        const input = part === 'body' ? request.body : undefined;
        return reply.code(422).send({ detail: toFastApiErrors(error.validation as ValidationIssue[], part, input) });
      }

      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
          return reply.code(422).send({ detail: [{ loc: ['body'], msg: JSON_DECODE_ERROR, type: 'json_invalid' }] });
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return reply.code(422).send({ detail: [{ loc: ['body'], msg: FIELD_REQUIRED, type: 'missing' }] });
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return reply.code(415).send({ detail: unsupportedMediaType(request.headers['content-type']) });
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return reply.code(413).send({ detail: BODY_TOO_LARGE });
      }

      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ detail: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ detail: INTERNAL_SERVER_ERROR });
    });
  },
  { name: 'errors' },
);

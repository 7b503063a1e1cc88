import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../lib/http-errors.js';
import { ArchiveRefusedError, ArchiveTooLargeError, extractReleaseArchive } from '../../lib/release-archive.js';
import { AUTH_ERRORS, BEARER, errorResponses } from '../../schemas/common.js';
import { asksToPromote, publishLimiter, releaseCallerHook } from './release-callers.js';
import { detachedBody, endRefusedUpload } from './refused-uploads.js';
import { BuildError } from './release-store.js';
import {
  FrontendParams,
  FrontendReleases,
  FrontendReleasesList,
  PointerMoved,
  PromoteBody,
  PublishCheck,
  PublishQuery,
  Published,
  RollbackQuery,
} from './releases.schemas.js';
import { buildArchiveTooLarge, sendGzipTar } from '../../lib/messages.js';
import { API_VERSION } from '../../schemas/api-version.js';

/** The types a build archive may be sent as. */
const ARCHIVE_TYPES = ['application/gzip', 'application/x-gzip', 'application/x-tar+gzip'];

/**
 * The frontends' releases: what is published and live for superusers; publish (a build folder as
 * a gzip tar), promote and roll back for superusers and for a deploy key of the module, which
 * must be allowed to promote for the last two.
 */
export const releasesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const releases = app.releases;
  const tags = ['releases'];
  const anyCaller = releaseCallerHook(app, () => true);
  const publisher = releaseCallerHook(app, asksToPromote);
  const limitPublishes = publishLimiter(app);
  const { uploadMaxBytes } = app.config.releases;

  // The archive is read as it arrives (extractReleaseArchive counts its bytes), never buffered.
  app.addContentTypeParser(ARCHIVE_TYPES, (_request, payload, done) => done(null, payload));

  app.get(
    '/',
    {
      schema: {
        tags,
        operationId: 'releases-list_releases',
        summary: 'List Releases',
        security: BEARER,
        response: { 200: FrontendReleasesList, ...errorResponses(...AUTH_ERRORS) },
      },
      preValidation: app.requirePermission('releases.manage'),
    },
    async () => ({ data: await releases.list() }),
  );

  app.get(
    '/:frontend',
    {
      schema: {
        tags,
        operationId: 'releases-list_frontend_releases',
        summary: 'List Releases Of One Frontend',
        security: BEARER,
        params: FrontendParams,
        response: { 200: FrontendReleases, ...errorResponses(...AUTH_ERRORS) },
      },
      preValidation: app.requirePermission('releases.manage'),
    },
    async (request) => (await releases.list(request.params.frontend))[0]!,
  );

  app.post(
    '/:frontend/promote',
    {
      schema: {
        tags,
        operationId: 'releases-promote',
        summary: 'Promote A Release',
        security: BEARER,
        description: 'Makes a published release the one new page loads get. Refused (409) when it does not fit the live shell or remotes.',
        params: FrontendParams,
        body: PromoteBody,
        response: { 200: PointerMoved, ...errorResponses(...AUTH_ERRORS, 409) },
      },
      onRequest: anyCaller,
    },
    async (request) =>
      releases.promote(request.params.frontend, request.body.release_id, {
        actor: request.releaseCaller.actor,
        force: request.body.force ?? false,
      }),
  );

  app.post(
    '/:frontend/rollback',
    {
      schema: {
        tags,
        operationId: 'releases-rollback',
        summary: 'Roll Back',
        security: BEARER,
        description: 'Makes the release that was live before the current one live again.',
        params: FrontendParams,
        querystring: RollbackQuery,
        response: { 200: PointerMoved, ...errorResponses(...AUTH_ERRORS, 409) },
      },
      onRequest: anyCaller,
    },
    async (request) =>
      releases.rollback(request.params.frontend, { actor: request.releaseCaller.actor, force: request.query.force ?? false }),
  );

  app.post(
    '/:frontend/check',
    {
      schema: {
        tags,
        operationId: 'releases-check',
        summary: 'Check A Publish',
        security: BEARER,
        description:
          'Answers whether this caller could publish a release of the module (with ?promote=true: and make it live), refusing as a publish would (403, 404), without reading or storing anything and without counting as a publish. ' +
          'It also gives the live shell and the shared modules it provides (null for the shell, or when no shell is live), so the release command can compare a build with it before packing and uploading it, and the API version.',
        params: FrontendParams,
        querystring: PublishQuery,
        response: { 200: PublishCheck, ...errorResponses(...AUTH_ERRORS) },
      },
      onRequest: [publisher, async (request) => void (await releases.module(request.params.frontend))],
    },
    async (request) => ({
      frontend: request.params.frontend,
      may_publish: true,
      may_promote: request.releaseCaller.mayPromote,
      max_upload_bytes: uploadMaxBytes,
      shell: await releases.liveShellFor(request.params.frontend),
      api_version: API_VERSION,
    }),
  );

  app.post(
    '/:frontend',
    {
      schema: {
        tags,
        operationId: 'releases-publish',
        summary: 'Publish A Release',
        security: BEARER,
        description:
          "Publishes a build folder, sent as a gzip tar of its contents (Content-Type: application/gzip), as a new release of the module. Bearer: a superuser's token or a deploy key of this module (one that may promote, for ?promote=true). " +
          "Refused with 422, nothing stored: links, devices, absolute or .. paths, a build of another module, a remote without mounts.json, a file of a kind a frontend does not ship (HTML but the shell's index.html, an SVG with script, no known extension). " +
          'Over RELEASE_UPLOAD_MAX_BYTES: 413. A build whose shared singletons do not fit the live releases is still published (201) and its mismatches listed; promote, rollout and preview refuse it (409). With ?promote=true the checks of a promote (409) run before anything is stored. Limited per key (RELEASE_PUBLISH_RATE_LIMIT_MAX an hour).',
        consumes: ARCHIVE_TYPES,
        params: FrontendParams,
        querystring: PublishQuery,
        response: { 201: Published, ...errorResponses(...AUTH_ERRORS, 409, 413, 422, 429) },
      },
      onRequest: [
        publisher,
        async (request) => {
          // Before any byte of the archive is read: an unknown module, a declared size over the limit.
          await releases.module(request.params.frontend);
          const declared = Number(request.headers['content-length'] ?? 0);
          if (declared > uploadMaxBytes) throw tooLarge(uploadMaxBytes);
        },
      ],
      // After validation and the promote right, still before any byte of the archive is read.
      preHandler: async (request) => limitPublishes(request.releaseCaller, request.releaseCaller.keyId ? null : request.user.id),
      onSend: endRefusedUpload,
    },
    async (request, reply) => {
      if (
        !ARCHIVE_TYPES.includes(
          String(request.headers['content-type'] ?? '')
            .split(';')[0]!
            .trim(),
        )
      )
        throw new HttpError(415, sendGzipTar(ARCHIVE_TYPES[0]!));
      const dir = await mkdtemp(join(tmpdir(), 'release-upload-'));
      try {
        await extractReleaseArchive(detachedBody(request.body as Readable), dir, { maxBytes: uploadMaxBytes });
        const published = await releases.publish(request.params.frontend, dir, {
          actor: request.releaseCaller.actor,
          promote: request.query.promote ?? false,
          notes: request.query.notes,
        });
        return reply.code(201).send(published);
      } catch (error) {
        if (error instanceof ArchiveTooLargeError) throw tooLarge(uploadMaxBytes);
        if (error instanceof ArchiveRefusedError || error instanceof BuildError) throw new HttpError(422, (error as Error).message);
        throw error;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
};

const tooLarge = (max: number) => new HttpError(413, buildArchiveTooLarge(max));

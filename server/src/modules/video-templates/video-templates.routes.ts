import multipart from '@fastify/multipart';
import { assertPermission } from '../users/authentication.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CSV_DOWNLOAD, sendCsv } from '../../lib/csv-download.js';
import { PUBLISHED_OK, TEMPLATE_DELETED } from '../../lib/messages.js';
import { AUTH_ERRORS, BEARER, Message, backendErrorResponses } from '../../schemas/common.js';
import type { Actor } from './template-rows.js';
import { MAX_REFERENCE_BYTES, readReferenceUpload } from './reference-upload.js';
import type { GenerationKind } from './template-generation.js';
import { toPublicTemplate } from './template-values.js';
import {
  BatchUpdateResult,
  BatchUpdateStatusBody,
  CopyTemplateBody,
  CreateTemplateBody,
  ExportTemplatesQuery,
  GenerateEvaluationResult,
  GenerateImageResult,
  GenerateRecommendationResult,
  GenerateTitleResult,
  HistoryList,
  HistoryQuery,
  ListTemplatesQuery,
  PublishResult,
  ReferenceUploadBody,
  ReferenceUploadResult,
  ReviewBody,
  ReviewResult,
  TemplateIdBody,
  TemplateIdParams,
  UpdateTemplateBody,
  VideoTemplate,
  VideoTemplateList,
} from './video-templates.schemas.js';

const actorOf = (request: FastifyRequest): Actor => ({ id: request.user.id, email: request.user.email });

const GENERATIONS: [string, GenerationKind, string, typeof GenerateTitleResult][] = [
  ['generate-title', 'title', 'generated_title', GenerateTitleResult],
  ['generate-image', 'image', 'generated_image_url', GenerateImageResult],
  ['generate-recommendation', 'recommendation', 'generated_recommendation', GenerateRecommendationResult],
  ['generate-evaluation', 'evaluation', 'generated_evaluation', GenerateEvaluationResult],
];

/** The video-template calls of the contract, mounted at /api/backend/video-template. */
export const videoTemplatesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const templates = app.videoTemplatesService;
  const tags = ['video-templates'];

  // Only the reference upload reads multipart bodies. Limits are enforced while streaming:
  // one file of at most 10 MB (+1 byte to detect the excess), a few short fields. preservePath
  // keeps the name as sent so a name with folders in it can be refused instead of trimmed.
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: MAX_REFERENCE_BYTES, files: 1, fields: 10, parts: 20, fieldSize: 1024, fieldNameSize: 100, headerPairs: 20 },
  });

  app.get(
    '/export',
    {
      config: { permission: 'templates.read' },
      schema: {
        tags,
        operationId: 'video_template-export',
        summary: 'Export Video Templates',
        description:
          'Every template the filters match, in the order sort_by and sort_order ask (as the list), as CSV (UTF-8 with a byte-order mark), streamed.',
        security: BEARER,
        querystring: ExportTemplatesQuery,
        response: {
          200: CSV_DOWNLOAD,
          ...backendErrorResponses(...AUTH_ERRORS),
        },
      },
    },
    async (request, reply) => sendCsv(reply, 'video-templates', templates.exportCsv(request.query)),
  );

  app.post(
    '/list',
    {
      config: { permission: 'templates.read' },
      schema: {
        tags,
        operationId: 'video_template-list',
        summary: 'List Video Templates',
        description:
          'A page of the templates the filters match, sorted by sort_by (default updated_at) and sort_order (default desc), ties in template_id order.',
        security: BEARER,
        querystring: ListTemplatesQuery,
        response: { 200: VideoTemplateList, ...backendErrorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => templates.list(request.query),
  );

  app.post(
    '/get',
    {
      config: { permission: 'templates.read' },
      schema: {
        tags,
        operationId: 'video_template-get',
        summary: 'Get Video Template',
        security: BEARER,
        body: TemplateIdBody,
        response: { 200: VideoTemplate, ...backendErrorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => toPublicTemplate(await templates.get(request.body.template_id)),
  );

  app.post(
    '/create',
    {
      config: { permission: 'templates.publish' },
      schema: {
        tags,
        operationId: 'video_template-create',
        summary: 'Create Video Template',
        security: BEARER,
        body: CreateTemplateBody,
        response: { 200: VideoTemplate, ...backendErrorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => toPublicTemplate(await templates.create(request.body, actorOf(request))),
  );

  app.post(
    '/update',
    {
      config: { permission: 'templates.edit' },
      schema: {
        tags,
        operationId: 'video_template-update',
        summary: 'Update Video Template',
        security: BEARER,
        body: UpdateTemplateBody,
        response: { 200: VideoTemplate, ...backendErrorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) =>
      toPublicTemplate(await templates.update(request.body, actorOf(request), (needed) => assertPermission(request.user, needed))),
  );

  app.post(
    '/delete',
    {
      config: { permission: 'templates.delete' },
      schema: {
        tags,
        operationId: 'video_template-delete',
        summary: 'Delete Video Template',
        security: BEARER,
        body: TemplateIdBody,
        response: { 200: Message, ...backendErrorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => {
      await templates.delete(request.body.template_id, actorOf(request));
      return { message: TEMPLATE_DELETED };
    },
  );

  app.post(
    '/copy',
    {
      config: { permission: 'templates.publish' },
      schema: {
        tags,
        operationId: 'video_template-copy',
        summary: 'Copy Video Template',
        description:
          "A new template with the source's fields, original_template_id = the source, at 待生成 / UNREVIEWED, named '<name>（副本）' (or '<name> (copy)' with language en); a nameless source gives a nameless copy.",
        security: BEARER,
        body: CopyTemplateBody,
        response: { 200: VideoTemplate, ...backendErrorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => toPublicTemplate(await templates.copy(request.body.template_id, actorOf(request), request.body.language)),
  );

  app.post(
    '/batch-update-status',
    {
      config: { permission: 'templates.publish' },
      schema: {
        tags,
        operationId: 'video_template-batch_update_status',
        summary: 'Batch Update Template Status',
        security: BEARER,
        body: BatchUpdateStatusBody,
        response: { 200: BatchUpdateResult, ...backendErrorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => ({ updated: await templates.batchUpdateStatus(request.body, actorOf(request)) }),
  );

  app.get(
    '/:template_id/history',
    {
      config: { permission: 'templates.read' },
      schema: {
        tags,
        operationId: 'video_template-history',
        summary: 'Video Template History',
        security: BEARER,
        params: TemplateIdParams,
        querystring: HistoryQuery,
        response: { 200: HistoryList, ...backendErrorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => templates.history(request.params.template_id, request.query.skip, request.query.limit),
  );

  for (const [path, kind, field, result] of GENERATIONS) {
    app.post(
      `/${path}`,
      {
        config: { permission: 'templates.edit' },
        schema: {
          tags,
          operationId: `video_template-${path.replace(/-/g, '_')}`,
          summary: `AI: ${path.replace('generate-', 'generate ')}`,
          security: BEARER,
          body: TemplateIdBody,
          response: { 200: result, ...backendErrorResponses(...AUTH_ERRORS) },
        },
      },
      async (request) => {
        const { success, message, value } = await templates.generateField(kind, request.body.template_id, actorOf(request));
        return value === undefined ? { success, message } : { success, message, [field]: value };
      },
    );
  }

  app.post(
    '/review',
    {
      config: { permission: 'templates.review' },
      schema: {
        tags,
        operationId: 'video_template-review',
        summary: 'Review Video Template',
        security: BEARER,
        body: ReviewBody,
        response: { 200: ReviewResult, ...backendErrorResponses(...AUTH_ERRORS, 409) },
      },
    },
    async (request) => {
      const { template, message } = await templates.review(request.body.template_id, request.body.action, actorOf(request));
      return { success: true, message, template: toPublicTemplate(template) };
    },
  );

  app.post(
    '/publish',
    {
      config: { permission: 'templates.publish' },
      schema: {
        tags,
        operationId: 'video_template-publish',
        summary: 'Publish Video Template',
        security: BEARER,
        body: TemplateIdBody,
        response: { 200: PublishResult, ...backendErrorResponses(...AUTH_ERRORS, 409) },
      },
    },
    async (request) => {
      const template = await templates.publish(request.body.template_id, actorOf(request));
      return { success: true, message: PUBLISHED_OK, template: toPublicTemplate(template) };
    },
  );

  app.post(
    '/generate-reference-video',
    {
      config: { permission: 'templates.edit' },
      // The body is multipart, read and checked by the handler; the schema only documents it.
      validatorCompiler: () => (value: unknown) => ({ value }),
      schema: {
        tags,
        operationId: 'video_template-generate_reference_video',
        summary: 'Upload Reference Image, Create Video Task',
        security: BEARER,
        consumes: ['multipart/form-data'],
        body: ReferenceUploadBody,
        response: { 200: ReferenceUploadResult, ...backendErrorResponses(...AUTH_ERRORS, 413, 415) },
      },
    },
    async (request) => {
      const upload = await readReferenceUpload(request);
      return templates.uploadReference(upload.templateId, upload.index, upload.image, actorOf(request));
    },
  );
};

import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError, validationFailed } from '../../lib/http-errors.js';
import { detectImage, type ImageKind } from '../../lib/image-check.js';
import {
  FIELD_REQUIRED,
  FILE_NAME_NOT_PLAIN,
  fileNameTooLong,
  malformedMultipart,
  NOT_AN_IMAGE,
  ONE_FILE_ONLY,
  REFERENCE_EMPTY,
  REFERENCE_TOO_LARGE,
  sendMultipart,
  TOO_MANY_FORM_FIELDS,
} from '../../lib/messages.js';

/** A reference image may be at most 10 MB. */
export const MAX_REFERENCE_BYTES = 10 * 1024 * 1024;
const MAX_FILE_NAME_BYTES = 255;

export interface ReferenceUpload {
  templateId: number;
  index: number;
  image: { data: Buffer; kind: ImageKind };
}

const tooLarge = () => new HttpError(413, REFERENCE_TOO_LARGE);

/**
 * A file name is only shown, never used to store anything (keys are generated), but a name that
 * tries to climb folders, carries control characters or is absurdly long says the request was
 * not made by our form: refused.
 */
function checkFileName(name: string): void {
  if (Buffer.byteLength(name, 'utf8') > MAX_FILE_NAME_BYTES) {
    throw validationFailed(['body', 'reference_image'], fileNameTooLong(MAX_FILE_NAME_BYTES), 'file_name');
  }
  if (name === '' || /[/\\\u0000-\u001f\u007f]/.test(name) || name === '.' || name === '..') {
    throw validationFailed(['body', 'reference_image'], FILE_NAME_NOT_PLAIN, 'file_name');
  }
}

function integerField(value: string | undefined, name: string, min: number, max: number): number {
  if (value === undefined) throw validationFailed(['body', name], FIELD_REQUIRED, 'missing');
  if (!/^\d{1,10}$/.test(value.trim())) {
    throw validationFailed(['body', name], 'Input should be a valid integer, unable to parse string as an integer', 'int_parsing');
  }
  const number = Number(value.trim());
  if (number < min) throw validationFailed(['body', name], `Input should be greater than or equal to ${min}`, 'greater_than_equal');
  if (number > max) throw validationFailed(['body', name], `Input should be less than or equal to ${max}`, 'less_than_equal');
  return number;
}

async function readFile(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of part.file) {
    total += (chunk as Buffer).length;
    if (total > MAX_REFERENCE_BYTES) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  // busboy stops at the limit + 1 byte and flags the stream; belt and braces with the count above.
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/**
 * Reads the multipart body of generate-reference-video: template_id, reference_image_index and
 * one reference_image file, in any order. The file is held in memory (at most 10 MB) and judged
 * by its bytes; nothing is written anywhere until every check has passed.
 */
export async function readReferenceUpload(request: FastifyRequest): Promise<ReferenceUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, sendMultipart(request.headers['content-type']));
  }
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  let files = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files++;
        if (part.fieldname !== 'reference_image' || files > 1) {
          part.file.resume();
          throw validationFailed(['body', part.fieldname], ONE_FILE_ONLY, 'file');
        }
        checkFileName(part.filename);
        image = await readFile(part);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw translateMultipartError(error);
  }

  const templateId = integerField(fields.template_id, 'template_id', 1, 2147483647);
  const index = integerField(fields.reference_image_index, 'reference_image_index', 1, 4);
  if (image === null) throw validationFailed(['body', 'reference_image'], FIELD_REQUIRED, 'missing');
  if (image.length === 0) throw validationFailed(['body', 'reference_image'], REFERENCE_EMPTY, 'file_empty');
  const kind = detectImage(image);
  if (!kind) {
    throw validationFailed(['body', 'reference_image'], NOT_AN_IMAGE, 'file_type');
  }
  return { templateId, index, image: { data: image, kind } };
}

/** @fastify/multipart and busboy errors, as the contract's 4xx answers (never a 500). */
function translateMultipartError(error: unknown): HttpError {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return validationFailed(['body', 'reference_image'], ONE_FILE_ONLY, 'file');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return validationFailed(['body'], TOO_MANY_FORM_FIELDS, 'value_error');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return validationFailed(['body'], malformedMultipart(), 'value_error');
  }
  const message = (error as Error).message ?? '';
  return validationFailed(['body'], malformedMultipart(message), 'value_error');
}

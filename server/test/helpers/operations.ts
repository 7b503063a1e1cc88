import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** One operation of the server's OpenAPI document, with what the body tests need to know. */
export interface DocumentedOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented, with {parameters}. */
  path: string;
  /** The path with each parameter replaced by a well-formed value that names no existing row. */
  url: string;
  /** The request body's media type, when the route takes one. */
  bodyType: string | null;
  /** Every media type the route documents for its body (a JSON route may also read text/plain as JSON). */
  bodyTypes: string[];
}

interface Parameter {
  in: string;
  name: string;
  schema: { type?: string; format?: string };
}

/** A path with each {parameter} replaced by a value that passes validation yet matches no row. */
function unusedPath(path: string, parameters: Parameter[]): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const schema = parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema ?? {};
    if (schema.type === 'integer') return '2147483647';
    if (schema.format === 'uuid') return randomUUID();
    if (name === 'email') return 'nobody@example.com';
    return 'x';
  });
}

/** Every operation the OpenAPI document lists. */
export function documentedOperations(app: FastifyInstance): DocumentedOperation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, any>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      return {
        method: method.toUpperCase() as DocumentedOperation['method'],
        path,
        url: unusedPath(path, op.parameters ?? []),
        bodyType: Object.keys(content)[0] ?? null,
        bodyTypes: Object.keys(content),
      };
    }),
  );
}

/** JSON text of an object nested `depth` levels deep: {"a":{"a":...{}}} (as text: no recursion to build it). */
export const nestedObjectJson = (depth: number): string => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);

/** JSON text of an array nested `depth` levels deep. */
export const nestedArrayJson = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

/** JSON text of an object holding `count` keys. */
export const wideObjectJson = (count: number): string => `{${Array.from({ length: count }, (_, i) => `"k${i}":${i}`).join(',')}}`;

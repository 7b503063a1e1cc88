// The API's types, generated from the server's OpenAPI document (contract.gen.ts, written by
// `npm run contract`), plus the few shapes the document states only inside one operation.
import type { paths } from './contract.gen';
import generatedFor from './api-version.json';

export type * from './contract.gen';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The query parameters an operation accepts, e.g. `QueryOf<'/api/v1/items/', 'get'>`. */
export type QueryOf<Path extends keyof paths, M extends Method> = paths[Path][M] extends { parameters: { query?: infer Query } }
  ? NonNullable<Query>
  : never;

/** The server API version these types were generated for (`npm run contract`). */
export const API_VERSION: string = generatedFor.apiVersion;

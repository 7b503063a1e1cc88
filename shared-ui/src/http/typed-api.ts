// API calls typed by the server's OpenAPI document (contract.gen.ts): the path must be one the
// server has, for that method, and the query, body and answer are the operation's own. A call to a
// route or a field the server does not have fails the type check instead of at run time, in this
// repository and in a team's own, whose kit carries the types of the API version it was built for.
// Its own entry point (`@video-admin/shared-ui/api`), outside the shared singleton: only the
// remotes that call it bundle it (a few hundred bytes), and /login's shell does not. It takes the
// client itself from the singleton, so the token and errors are the one copy's.
import { http, type RequestOptions } from '@video-admin/shared-ui';
import type { paths } from '../api/contract.gen';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The paths that answer this method. */
export type ApiPath<M extends Method> = { [P in keyof paths]: [Operation<P, M>] extends [never] ? never : P }[keyof paths];

type ParametersOf<P extends keyof paths, M extends Method> = Operation<P, M> extends { parameters: infer X } ? X : never;
type PathParams<P extends keyof paths, M extends Method> = ParametersOf<P, M> extends { path: infer X } ? X : never;
type QueryParams<P extends keyof paths, M extends Method> = ParametersOf<P, M> extends { query?: infer X } ? X : never;
type JsonBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

type Answers<P extends keyof paths, M extends Method> = Operation<P, M> extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : undefined;
/** The body of the operation's success answer (200, 201 or 202), `undefined` when it has none. */
export type ApiAnswer<P extends keyof paths, M extends Method> = 200 extends keyof Answers<P, M>
  ? JsonOf<Answers<P, M>[200]>
  : 201 extends keyof Answers<P, M>
    ? JsonOf<Answers<P, M>[201]>
    : 202 extends keyof Answers<P, M>
      ? JsonOf<Answers<P, M>[202]>
      : undefined;

/** What a call takes besides its path: `path` values when the route has any, its query and JSON body. */
export type ApiCallOptions<P extends keyof paths, M extends Method> = ([PathParams<P, M>] extends [never]
  ? { path?: never }
  : { path: PathParams<P, M> }) & {
  query?: QueryParams<P, M>;
  json?: JsonBody<P, M>;
  signal?: AbortSignal;
};

/** '/api/v1/items/{id}' with { id: 'x' } -> '/api/v1/items/x'. */
export function fillPath(template: string, values: Record<string, unknown> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    if (values[name] === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(values[name]));
  });
}

/** The query as URLSearchParams: undefined values left out, arrays as repeated keys. */
function searchParamsOf(query: object | undefined): URLSearchParams | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const each of Array.isArray(value) ? value : [value]) if (each !== undefined && each !== null) params.append(name, String(each));
  }
  return params;
}

function call<M extends Method>(method: M) {
  return <P extends ApiPath<M>>(
    path: P,
    ...[options]: object extends ApiCallOptions<P, M> ? [ApiCallOptions<P, M>?] : [ApiCallOptions<P, M>]
  ) => {
    const {
      path: values,
      query,
      json,
      signal,
    } = (options ?? {}) as { path?: Record<string, unknown>; query?: object; json?: unknown; signal?: AbortSignal };
    const requestOptions: RequestOptions = { searchParams: searchParamsOf(query), json, signal };
    return http[method]<ApiAnswer<P, M>>(fillPath(path, values), requestOptions);
  };
}

/**
 * The typed client: `api.get('/api/v1/items/', { query: { skip: 0, limit: 10 } })` resolves with
 * the operation's answer type. Same client, token and errors as `http`.
 */
export const api = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  patch: call('patch'),
  delete: call('delete'),
};

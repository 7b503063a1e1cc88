import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyRequest } from 'fastify';
import { BACK_OFFICE_PREFIX, backOfficeScope } from '../../../src/modules/back-office/back-office-scope.js';

/** An app with a stand-in authorize that records the permission asked for and refuses without a header. */
async function appWith(routes: FastifyPluginAsyncTypebox, calls: string[]) {
  const app = Fastify();
  app.decorate('authorize', async (request: FastifyRequest) => {
    calls.push(`authorize ${String(request.routeOptions.config.permission)}`);
    if (!request.headers['x-superuser']) throw Object.assign(new Error('no'), { statusCode: 403 });
  });
  await app.register(backOfficeScope(routes), { prefix: `${BACK_OFFICE_PREFIX}/things` });
  return app;
}

describe('backOfficeScope', () => {
  it("asks for the route's permission first, then drops empty query values, then runs the route", async () => {
    const calls: string[] = [];
    const app = await appWith(async (scope) => {
      scope.post(
        '/list',
        { config: { permission: 'tasks.read' }, preValidation: async () => void calls.push('route hook') },
        async (request) => {
          calls.push('handler');
          return { query: request.query, body: request.body ?? null };
        },
      );
    }, calls);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/backend/things/list?kept=a&empty=&repeated=&repeated=b&gone=&gone=',
      headers: { 'x-superuser': '1', 'content-type': 'application/json' },
      payload: '',
    });
    assert.equal(answer.statusCode, 200);
    assert.deepEqual(answer.json(), { query: { kept: 'a', repeated: ['b'] }, body: null });
    assert.deepEqual(calls, ['authorize tasks.read', 'route hook', 'handler']);
    await app.close();
  });

  it('refuses before validation, and still reads a JSON body that is there', async () => {
    const calls: string[] = [];
    const app = await appWith(async (scope) => {
      scope.post(
        '/',
        { config: { permission: 'tasks.edit' }, schema: { body: { type: 'object', required: ['a'] } } },
        async (request) => request.body,
      );
    }, calls);
    const refused = await app.inject({ method: 'POST', url: '/api/backend/things/', payload: { wrong: 1 } });
    assert.equal(refused.statusCode, 403);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/backend/things/',
      headers: { 'x-superuser': '1', 'content-type': 'application/json' },
      payload: '{',
    });
    assert.equal(bad.statusCode, 400);
    const read = await app.inject({ method: 'POST', url: '/api/backend/things/', headers: { 'x-superuser': '1' }, payload: { a: 1 } });
    assert.deepEqual(read.json(), { a: 1 });
    await app.close();
  });

  it('refuses to declare a route that names no permission', async () => {
    await assert.rejects(
      appWith(async (scope) => {
        scope.get('/open', async () => 'anyone');
      }, []),
      /the route \/api\/backend\/things\/open declares no permission/,
    );
  });
});

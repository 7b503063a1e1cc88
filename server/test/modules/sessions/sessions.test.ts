import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, createUser, json, loginRequest, type CreatedUser, type Headers } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { LastUsedThrottle } from '../../../src/modules/sessions/last-used-throttle.js';

const SESSIONS = '/api/v1/users/me/sessions';
const REFUSED = 'Could not validate credentials';

describe('sessions: each sign-in is one, listed, ended, and an ended one refused at once', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  /** A new sign-in of `user` from a browser named `agent`: its headers. */
  const signIn = async (
    user: CreatedUser,
    agent = 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0',
    address = '10.0.0.7',
  ): Promise<Headers> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      payload: new URLSearchParams({ username: user.email, password: user.password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': agent },
      remoteAddress: address,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(Object.keys(json(response)).sort(), ['access_token', 'token_type']);
    return { authorization: `Bearer ${json(response).access_token}` };
  };
  const list = async (headers: Headers) => {
    const response = await t.app.inject({ method: 'GET', url: SESSIONS, headers });
    assert.equal(response.statusCode, 200, response.body);
    return json(response).data as {
      id: string;
      method: string;
      user_agent: string;
      address: string;
      current: boolean;
      created_at: string;
      last_used_at: string;
    }[];
  };
  const me = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });
  const assertRefused = async (headers: Headers) => {
    for (const url of ['/api/v1/users/me', SESSIONS, '/api/backend/video-tasks/?page=1&limit=1']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      assert.equal(response.statusCode, 403, `${url}: ${response.body}`);
      assert.equal(json(response).detail, REFUSED);
    }
  };

  it('lists my live sessions with browser, address, method and which is mine', async () => {
    const user = await createUser(t.app);
    const laptop = await signIn(user, `  ${'Firefox '.repeat(60)}  `, '10.0.0.8');
    const phone = await signIn(user, 'Mozilla/5.0 (iPhone) Safari/604.1', '10.0.0.9');
    const seen = await list(laptop);
    assert.equal(seen.length, 3); // createUser's own sign-in too
    const mine = seen.filter((session) => session.current);
    assert.equal(mine.length, 1);
    assert.equal(mine[0]!.address, '10.0.0.8');
    assert.equal(mine[0]!.method, 'password');
    assert.equal(mine[0]!.user_agent.length, 300);
    assert.ok(mine[0]!.user_agent.startsWith('Firefox'));
    const other = seen.find((session) => session.address === '10.0.0.9')!;
    assert.equal(other.user_agent, 'Mozilla/5.0 (iPhone) Safari/604.1');
    assert.match(other.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    assert.deepEqual((await list(phone)).find((session) => session.current)!.id, other.id);
    // Another person's sessions are not in my list.
    const stranger = await createUser(t.app);
    assert.equal((await list(stranger.headers)).length, 1);
  });

  it('ends one of mine: its token is refused at once on every route, mine keeps working', async () => {
    const user = await createUser(t.app);
    const other = await signIn(user);
    const otherId = (await list(other)).find((session) => session.current)!.id;
    const ended = await t.app.inject({ method: 'DELETE', url: `${SESSIONS}/${otherId}`, headers: user.headers });
    assert.equal(ended.statusCode, 200, ended.body);
    await assertRefused(other);
    assert.equal((await me(user.headers)).statusCode, 200);
    assert.ok(!(await list(user.headers)).some((session) => session.id === otherId));
    // Ending it again finds nothing live.
    assert.equal((await t.app.inject({ method: 'DELETE', url: `${SESSIONS}/${otherId}`, headers: user.headers })).statusCode, 404);
  });

  it("answers 404 for another person's session, and leaves it live", async () => {
    const owner = await createUser(t.app);
    const intruder = await createUser(t.app);
    const ownerId = (await list(owner.headers)).find((session) => session.current)!.id;
    const response = await t.app.inject({ method: 'DELETE', url: `${SESSIONS}/${ownerId}`, headers: intruder.headers });
    assert.equal(response.statusCode, 404);
    assert.equal(json(response).detail, 'Session not found');
    assert.equal((await me(owner.headers)).statusCode, 200);
    // Not a uuid: a validation error, not a lookup.
    assert.equal((await t.app.inject({ method: 'DELETE', url: `${SESSIONS}/nope`, headers: intruder.headers })).statusCode, 422);
  });

  it('ends all my others and keeps the current one', async () => {
    const user = await createUser(t.app);
    const second = await signIn(user);
    const third = await signIn(user);
    const response = await t.app.inject({ method: 'DELETE', url: SESSIONS, headers: third });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(json(response).ended, 2);
    await assertRefused(user.headers);
    await assertRefused(second);
    const left = await list(third);
    assert.equal(left.length, 1);
    assert.equal(left[0]!.current, true);
  });

  it("a superuser ends all of a person's sessions; the audit log records it", async () => {
    const user = await createUser(t.app);
    const second = await signIn(user);
    const admin = await adminHeaders(t.app);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${user.id}/sessions`, headers: admin });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(json(response).ended, 2);
    await assertRefused(user.headers);
    await assertRefused(second);
    const audit = json(await t.app.inject({ method: 'GET', url: '/api/v1/audit/?kind=session.end_all', headers: admin }));
    const entry = (audit.data as { kind: string; target: string; summary: unknown }[]).find((row) => row.target === `user:${user.email}`);
    assert.ok(entry, JSON.stringify(audit));
    assert.deepEqual(typeof entry.summary === 'string' ? JSON.parse(entry.summary) : entry.summary, { ended: 2 });
    // Nobody else may, and an unknown person is not found.
    const plain = await createUser(t.app);
    assert.equal(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${user.id}/sessions`, headers: plain.headers })).statusCode,
      403,
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${unknown}/sessions`, headers: admin })).statusCode, 404);
  });

  it('deactivating a person ends their sessions: reactivated, the old token stays refused', async () => {
    const user = await createUser(t.app);
    const admin = await adminHeaders(t.app);
    const patch = (is_active: boolean) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/users/${user.id}`, headers: admin, payload: { is_active } });
    assert.equal((await patch(false)).statusCode, 200);
    assert.equal((await patch(true)).statusCode, 200);
    await assertRefused(user.headers);
    assert.equal((await me(await signIn(user))).statusCode, 200);
  });

  it('a password change ends every session, the rows too', async () => {
    const user = await createUser(t.app);
    const second = await signIn(user);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/password',
      headers: second,
      payload: { current_password: user.password, new_password: 'another-password-1' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const rows = await t.app.db.selectFrom('user_sessions').select('ended_at').where('user_id', '=', user.id).execute();
    assert.equal(rows.length, 2);
    assert.ok(rows.every((row) => row.ended_at !== null));
  });

  it('a token issued before sessions were recorded (no sid) still works until it expires', async () => {
    const user = await createUser(t.app);
    const token = await t.app.tokens.createAccessToken(user.id);
    assert.equal((await t.app.tokens.verifyAccessToken(token))!.sessionId, undefined);
    const named = await t.app.tokens.verifyAccessToken(await t.app.tokens.createAccessToken(user.id, Date.now(), 'session-1'));
    assert.equal(named!.sessionId, 'session-1');
    const response = await me({ authorization: `Bearer ${token}` });
    assert.equal(response.statusCode, 200, response.body);
    // It belongs to no session: none is marked current, and "end all others" ends every one.
    assert.ok((await list({ authorization: `Bearer ${token}` })).every((session) => !session.current));
  });

  it('a token naming a session that does not exist is refused', async () => {
    const user = await createUser(t.app);
    const token = await t.app.tokens.createAccessToken(user.id, Date.now(), '00000000-0000-4000-8000-000000000000');
    await assertRefused({ authorization: `Bearer ${token}` });
  });

  it('writes last_used_at at most once a minute per session, not on every request', async () => {
    const user = await createUser(t.app);
    const headers = await signIn(user);
    const id = (await list(headers)).find((session) => session.current)!.id;
    const lastUsed = async () =>
      (await t.app.db.selectFrom('user_sessions').select('last_used_at').where('id', '=', id).executeTakeFirstOrThrow()).last_used_at;
    await me(headers); // the first use after sign-in writes it
    const first = await lastUsed();
    for (let i = 0; i < 5; i += 1) assert.equal((await me(headers)).statusCode, 200);
    assert.equal(await lastUsed(), first);

    const throttle = new LastUsedThrottle(60_000);
    assert.equal(throttle.due('s', 0), true);
    assert.equal(throttle.due('s', 59_999), false);
    assert.equal(throttle.due('other', 59_999), true);
    assert.equal(throttle.due('s', 60_000), true);
  });

  it('sign-in with the contract form answers as before', async () => {
    const user = await createUser(t.app);
    const response = await loginRequest(t.app, user.email, user.password);
    assert.equal(response.statusCode, 200);
    assert.equal(json(response).token_type, 'bearer');
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { adminHeaders, createUser, json, type CreatedUser, type Headers } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import type { AuditDatabase } from '../../../src/modules/audit/audit.tables.js';
import type { PasskeysDatabase } from '../../../src/modules/passkeys/passkeys.tables.js';
import { createPasskey, signInWith, type SoftPasskey } from './software-authenticator.js';

const MINE = '/api/v1/users/me/passkeys';
const SIGN_IN = '/api/v1/login/passkey';
/** The test app's FRONTEND_HOST: the origin ceremonies come from, its host name the relying party. */
const ORIGIN = 'http://frontend.test';

describe('passkeys: added, listed, renamed, removed, and signing in with one', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ REQUIRE_TWO_FACTOR_ROLES: '' });
  });
  after(() => t.close());

  const db = () => t.app.db as unknown as Kysely<PasskeysDatabase & AuditDatabase>;
  const post = (url: string, payload: object, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });

  /** Registration options for the person, and the ticket they came with. */
  const registrationOptions = async (headers: Headers) => {
    const response = await post(`${MINE}/options`, {}, headers);
    assert.equal(response.statusCode, 200, response.body);
    return json(response) as {
      ticket: string;
      options: { challenge: string; rp: { id: string }; user: { id: string }; excludeCredentials: { id: string }[] };
    };
  };

  /** Adds a passkey for the person through the whole ceremony. */
  const addPasskey = async (user: CreatedUser, name = 'Laptop'): Promise<{ passkey: SoftPasskey; id: string }> => {
    const { ticket, options } = await registrationOptions(user.headers);
    const { passkey, response } = createPasskey(options, ORIGIN);
    const added = await post(MINE, { ticket, response, name }, user.headers);
    assert.equal(added.statusCode, 201, added.body);
    return { passkey, id: json(added).id };
  };

  const signInOptions = async () => {
    const response = await post(`${SIGN_IN}/options`, {});
    assert.equal(response.statusCode, 200, response.body);
    return json(response) as {
      ticket: string;
      options: { challenge: string; rpId: string; userVerification: string; allowCredentials?: unknown[] };
    };
  };

  const signIn = async (passkey: SoftPasskey, origin = ORIGIN, counter?: number) => {
    const { ticket, options } = await signInOptions();
    return post(
      SIGN_IN,
      { ticket, response: signInWith(passkey, options, origin, { counter }) },
      { 'user-agent': 'Mozilla/5.0 Chrome/131.0' },
    );
  };

  const list = async (headers: Headers) => {
    const response = await t.app.inject({ method: 'GET', url: MINE, headers });
    assert.equal(response.statusCode, 200, response.body);
    return json(response) as { data: { id: string; name: string; created_at: string; last_used_at: string | null }[]; count: number };
  };

  /** The passkey entries of the audit log about the person, oldest first (each by the person). */
  const auditKinds = async (email: string) => {
    const rows = await db().selectFrom('audit_log').select(['kind', 'actor']).where('target', '=', `user:${email}`).orderBy('id').execute();
    const passkeyRows = rows.filter((row) => row.kind.includes('passkey'));
    assert.ok(passkeyRows.every((row) => row.actor === email));
    return passkeyRows.map((row) => row.kind);
  };

  it('adds a passkey through the registration ceremony, lists, renames and removes it, each audited but the rename', async () => {
    const user = await createUser(t.app, { full_name: 'Ann Passkey' });
    const { ticket, options } = await registrationOptions(user.headers);
    assert.equal(options.rp.id, 'frontend.test');
    assert.equal(Buffer.from(options.user.id, 'base64url').toString(), user.id);
    assert.deepEqual(options.excludeCredentials, []);
    const { response } = createPasskey(options, ORIGIN);
    const added = await post(MINE, { ticket, response, name: '  Work laptop ' }, user.headers);
    assert.equal(added.statusCode, 201, added.body);
    assert.equal(json(added).name, 'Work laptop');
    assert.equal(json(added).last_used_at, null);

    const listed = await list(user.headers);
    assert.equal(listed.count, 1);
    assert.deepEqual(listed.data[0], json(added));
    // The person's own passkeys are left out of the next registration's options.
    assert.deepEqual(
      (await registrationOptions(user.headers)).options.excludeCredentials.map((each) => each.id),
      [response.id],
    );

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `${MINE}/${json(added).id}`,
      payload: { name: 'Phone' },
      headers: user.headers,
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(json(renamed).name, 'Phone');
    const tooLong = await t.app.inject({
      method: 'PATCH',
      url: `${MINE}/${json(added).id}`,
      payload: { name: 'x'.repeat(61) },
      headers: user.headers,
    });
    assert.equal(tooLong.statusCode, 422);

    const removed = await t.app.inject({ method: 'DELETE', url: `${MINE}/${json(added).id}`, headers: user.headers });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal((await list(user.headers)).count, 0);
    assert.deepEqual(await auditKinds(user.email), ['passkey.add', 'passkey.remove']);
  });

  it('signs in with a passkey: a token whose session says passkey, the counter and last use stored, audited', async () => {
    const user = await createUser(t.app);
    const { passkey, id } = await addPasskey(user);
    const { options } = await signInOptions();
    assert.equal(options.rpId, 'frontend.test');
    assert.equal(options.userVerification, 'required');
    assert.deepEqual(options.allowCredentials ?? [], [], 'discoverable: the browser offers whichever passkey it holds');

    const response = await signIn(passkey);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(Object.keys(json(response)).sort(), ['access_token', 'token_type']);
    const headers = { authorization: `Bearer ${json(response).access_token}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });
    assert.equal(json(me).email, user.email);
    const sessions = json(await t.app.inject({ method: 'GET', url: '/api/v1/users/me/sessions', headers })).data as {
      method: string;
      current: boolean;
    }[];
    assert.equal(sessions.find((session) => session.current)?.method, 'passkey');

    const row = await db().selectFrom('user_passkeys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(Number(row.counter), 1);
    assert.ok(row.last_used_at);
    assert.notEqual((await list(user.headers)).data[0]!.last_used_at, null);
    assert.deepEqual(await auditKinds(user.email), ['passkey.add', 'signin.passkey']);

    // A signature whose counter did not go up (a cloned authenticator) is refused.
    assert.equal((await signIn(passkey, ORIGIN, 1)).statusCode, 400);
    assert.equal((await signIn(passkey)).statusCode, 200);
  });

  it('refuses a ceremony from another origin, a ticket used twice, an unknown credential and another person’s ticket or passkey', async () => {
    const ann = await createUser(t.app);
    const bob = await createUser(t.app);

    // Registration from another origin.
    const fromElsewhere = await registrationOptions(ann.headers);
    const forged = createPasskey(fromElsewhere.options, 'https://evil.test');
    const refusedAdd = await post(MINE, { ticket: fromElsewhere.ticket, response: forged.response, name: 'x' }, ann.headers);
    assert.equal(refusedAdd.statusCode, 400);
    assert.equal(json(refusedAdd).detail, 'The passkey could not be verified');

    // Ann's registration ticket does not serve Bob, nor twice.
    const annsTicket = await registrationOptions(ann.headers);
    const made = createPasskey(annsTicket.options, ORIGIN);
    assert.equal((await post(MINE, { ticket: annsTicket.ticket, response: made.response, name: 'x' }, bob.headers)).statusCode, 400);
    assert.equal((await post(MINE, { ticket: annsTicket.ticket, response: made.response, name: 'x' }, ann.headers)).statusCode, 201);
    const again = await post(MINE, { ticket: annsTicket.ticket, response: made.response, name: 'x' }, ann.headers);
    assert.equal(again.statusCode, 400);
    assert.equal(json(again).detail, 'The passkey request expired or was already used: start again');

    const { passkey, id } = await addPasskey(ann);
    // Sign-in from another origin.
    const wrongOrigin = await signIn(passkey, 'https://evil.test');
    assert.equal(wrongOrigin.statusCode, 400);
    assert.equal(json(wrongOrigin).detail, 'Signing in with this passkey failed');

    // A sign-in ticket serves once.
    const { ticket, options } = await signInOptions();
    assert.equal((await post(SIGN_IN, { ticket, response: signInWith(passkey, options, ORIGIN) })).statusCode, 200);
    const reused = await post(SIGN_IN, { ticket, response: signInWith(passkey, options, ORIGIN) });
    assert.equal(reused.statusCode, 400);
    assert.equal(json(reused).detail, 'The passkey request expired or was already used: start again');
    // A registration ticket is no sign-in ticket, and a made-up one is nothing.
    const registrationTicket = (await registrationOptions(ann.headers)).ticket;
    assert.equal((await post(SIGN_IN, { ticket: registrationTicket, response: signInWith(passkey, options, ORIGIN) })).statusCode, 400);
    assert.equal(
      (await post(SIGN_IN, { ticket: `${ticket.slice(0, -2)}xx`, response: signInWith(passkey, options, ORIGIN) })).statusCode,
      400,
    );

    // A credential nobody registered.
    const stranger = createPasskey((await registrationOptions(bob.headers)).options, ORIGIN).passkey;
    const unknown = await signIn(stranger);
    assert.equal(unknown.statusCode, 400);
    assert.equal(json(unknown).detail, 'Signing in with this passkey failed');

    // Ann's passkey answering for Bob (another user handle) signs nobody in.
    const asBob = { ...passkey, userHandle: Buffer.from(bob.id).toString('base64url') };
    assert.equal((await signIn(asBob)).statusCode, 400);

    // Bob can neither rename nor remove Ann's passkey.
    assert.equal(
      (await t.app.inject({ method: 'PATCH', url: `${MINE}/${id}`, payload: { name: 'mine' }, headers: bob.headers })).statusCode,
      404,
    );
    assert.equal((await t.app.inject({ method: 'DELETE', url: `${MINE}/${id}`, headers: bob.headers })).statusCode, 404);
    assert.equal((await list(ann.headers)).count, 2);

    // Once removed, it no longer signs in.
    assert.equal((await t.app.inject({ method: 'DELETE', url: `${MINE}/${id}`, headers: ann.headers })).statusCode, 200);
    assert.equal((await signIn(passkey)).statusCode, 400);
  });

  it('refuses an inactive person as the password sign-in does', async () => {
    const user = await createUser(t.app);
    const { passkey } = await addPasskey(user);
    const deactivated = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}`,
      payload: { is_active: false },
      headers: await adminHeaders(t.app),
    });
    assert.equal(deactivated.statusCode, 200, deactivated.body);
    const response = await signIn(passkey);
    assert.equal(response.statusCode, 400);
    assert.equal(json(response).detail, 'Inactive user');
  });

  it('bounds what a browser sends', async () => {
    const user = await createUser(t.app);
    const { ticket, options } = await registrationOptions(user.headers);
    const { response } = createPasskey(options, ORIGIN);
    const huge = { ...response, response: { ...response.response, attestationObject: 'A'.repeat(20_000) } };
    assert.equal((await post(MINE, { ticket, response: huge, name: 'x' }, user.headers)).statusCode, 422);
    assert.equal((await post(MINE, { ticket, response, name: '' }, user.headers)).statusCode, 422);
    assert.equal((await post(SIGN_IN, { ticket: 'x', response: { id: 'not base64!' } })).statusCode, 422);
  });
});

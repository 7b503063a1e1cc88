import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { LAST_SUPERUSER, LAST_SUPERUSER_DELETE } from '../../../src/lib/messages.js';
import { adminHeaders, assertDetail, createUser, json } from '../../helpers/api.js';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

describe('there is always an active superuser', () => {
  // Each test starts from a fresh database whose only superuser is the first one.
  let t: TestApp;
  let adminId: string;
  beforeEach(async () => {
    t = await buildTestApp();
    adminId = (await t.app.usersRepository.findByEmail(ADMIN_EMAIL))!.id;
  });
  afterEach(() => t.close());

  const patch = async (id: string, payload: object, headers?: Record<string, string>) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/users/${id}`, headers: headers ?? (await adminHeaders(t.app)), payload });

  it('the last active superuser cannot demote or deactivate themself', async () => {
    assertDetail(await patch(adminId, { is_superuser: false }), 400, LAST_SUPERUSER);
    assertDetail(await patch(adminId, { is_active: false, full_name: 'Renamed' }), 400, LAST_SUPERUSER);
    const me = await t.app.usersRepository.findById(adminId);
    assert.deepEqual([me?.is_superuser, me?.is_active, me?.full_name], [true, true, null], 'nothing changed');
    assert.equal((await patch(adminId, { full_name: 'Still in charge' })).statusCode, 200);
  });

  it('with a second active superuser either may step down, and then the other may not', async () => {
    const second = await createUser(t.app, { superuser: true });
    const demoted = await patch(adminId, { is_superuser: false }, second.headers);
    assert.equal(demoted.statusCode, 200, demoted.body);
    assert.equal(json(demoted).is_superuser, false);
    assertDetail(await patch(second.id, { is_active: false }, second.headers), 400, LAST_SUPERUSER);
    assert.equal((await patch(adminId, { is_superuser: true }, second.headers)).statusCode, 200);
  });

  it('an inactive superuser does not count', async () => {
    const dormant = await createUser(t.app, { superuser: true });
    assert.equal((await patch(dormant.id, { is_active: false })).statusCode, 200);
    assertDetail(await patch(adminId, { is_superuser: false }), 400, LAST_SUPERUSER);
  });

  it('two superusers demoting each other at once: one stays', async () => {
    const other = await createUser(t.app, { superuser: true });
    const admin = await adminHeaders(t.app);
    const answers = await Promise.all([
      patch(other.id, { is_superuser: false }, admin),
      patch(adminId, { is_superuser: false }, other.headers),
    ]);
    // The loser is refused as the last superuser, or, when the winner's change landed before its
    // own call was authorized, as no longer a superuser at all.
    const statuses = answers.map((answer) => answer.statusCode).sort();
    assert.ok(statuses[0] === 200 && [400, 403].includes(statuses[1]!), statuses.join(', '));
    const rows = await t.app.db.selectFrom('users').select('id').where('is_superuser', '=', true).where('is_active', '=', true).execute();
    assert.equal(rows.length, 1);
  });

  const activeSuperusers = async () =>
    (await t.app.db.selectFrom('users').select('id').where('is_superuser', '=', true).where('is_active', '=', true).execute()).map(
      (row) => row.id,
    );

  it('deleting: a superuser demoted after their call was authorized cannot delete the last active one', async () => {
    const other = await createUser(t.app, { superuser: true });
    const admin = await adminHeaders(t.app);
    // The other superuser's demotion of the admin lands while the admin's delete is on its way:
    // after the admin was authorized, before the target is deleted.
    const repository = t.app.usersRepository;
    const findById = repository.findById.bind(repository);
    repository.findById = async (id: string) => {
      const found = await findById(id);
      if (id === other.id) await t.app.db.updateTable('users').set({ is_superuser: false }).where('id', '=', adminId).execute();
      return found;
    };
    try {
      assertDetail(await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${other.id}`, headers: admin }), 400, LAST_SUPERUSER_DELETE);
    } finally {
      repository.findById = findById;
    }
    assert.deepEqual(await activeSuperusers(), [other.id], 'nobody was deleted');
  });

  it('deleting another superuser, or anyone, works while an active superuser remains', async () => {
    const other = await createUser(t.app, { superuser: true });
    const response = await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${other.id}`, headers: await adminHeaders(t.app) });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(await activeSuperusers(), [adminId]);
    assertDetail(
      await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${adminId}`, headers: await adminHeaders(t.app) }),
      403,
      'Super users are not allowed to delete themselves',
    );
  });

  it('one superuser deleting the other while that one demotes the first: an active superuser remains', async () => {
    const other = await createUser(t.app, { superuser: true });
    const admin = await adminHeaders(t.app);
    await Promise.all([
      t.app.inject({ method: 'DELETE', url: `/api/v1/users/${other.id}`, headers: admin }),
      patch(adminId, { is_superuser: false }, other.headers),
    ]);
    assert.equal((await activeSuperusers()).length, 1);
  });
});

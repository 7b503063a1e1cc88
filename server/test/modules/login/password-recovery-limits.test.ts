import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createUser, json, randomEmail } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const recover = (t: TestApp, email: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/v1/password-recovery/${email}`, remoteAddress });

/** Recovery mails logged (no SMTP in tests) to each address. */
function mailsTo(logLines: string[], email: string): number {
  return logLines.map((line) => JSON.parse(line)).filter((entry) => entry.mail?.to === email).length;
}

describe('password recovery limits', () => {
  it('over the per-address limit it still answers 200 and sends nothing more', async () => {
    const logLines: string[] = [];
    const t = await buildTestApp({ RECOVERY_RATE_LIMIT_ADDRESS_MAX: '2' }, { logLines });
    try {
      const user = await createUser(t.app);
      for (let i = 0; i < 4; i++) {
        const response = await recover(t, i % 2 ? user.email.toUpperCase() : user.email, `10.1.0.${i}`);
        assert.equal(response.statusCode, 200);
        assert.deepEqual(json(response), { message: 'If that email is registered, we sent a password recovery link' });
      }
      await t.app.close(); // waits for mail still being sent
      assert.equal(mailsTo(logLines, user.email), 2);
    } finally {
      await t.close();
    }
  });

  it('over the per-source limit it sends nothing to any address', async () => {
    const logLines: string[] = [];
    const t = await buildTestApp({ RECOVERY_RATE_LIMIT_IP_MAX: '2' }, { logLines });
    try {
      const users = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
      for (const user of users) assert.equal((await recover(t, user.email, '10.2.0.1')).statusCode, 200);
      assert.equal((await recover(t, users[2]!.email, '10.2.0.2')).statusCode, 200);
      await t.app.close();
      assert.deepEqual(
        users.map((user) => mailsTo(logLines, user.email)),
        [1, 1, 1],
      );
    } finally {
      await t.close();
    }
  });

  it('answers before looking the address up, so a registered and an unknown address take the same time', async () => {
    const logLines: string[] = [];
    const t = await buildTestApp({}, { logLines });
    try {
      const user = await createUser(t.app);
      // A lookup made slow on purpose: any answer that waited for it would take 300 ms more.
      const repository = t.app.usersRepository;
      const findByEmail = repository.findByEmail.bind(repository);
      repository.findByEmail = async (email) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return findByEmail(email);
      };
      for (const email of [user.email, randomEmail('ghost')]) {
        const started = performance.now();
        assert.equal((await recover(t, email)).statusCode, 200);
        assert.ok(performance.now() - started < 150, `${email} answered in ${Math.round(performance.now() - started)} ms`);
      }
      await t.app.close();
      assert.equal(mailsTo(logLines, user.email), 1, 'the registered address still gets its mail');
    } finally {
      await t.close();
    }
  });
});

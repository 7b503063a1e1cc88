import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { TokenService, issuedBeforePasswordChange, matchesPassword, passwordFingerprint } from '../../src/lib/tokens.js';

describe('TokenService', () => {
  const tokens = new TokenService('a-test-key-that-is-long-enough-for-hs256', 60, 48);

  const HASH = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

  it('a reset token names its e-mail and the password hash it was issued against', async () => {
    const claims = await tokens.verifyPasswordResetToken(await tokens.createPasswordResetToken('someone@example.com', HASH));
    assert.deepEqual(claims, { email: 'someone@example.com', passwordFingerprint: passwordFingerprint(HASH) });
    assert.ok(matchesPassword(claims!.passwordFingerprint, HASH));
    assert.ok(!matchesPassword(claims!.passwordFingerprint, HASH.replace('aGFz', 'aGFy')));
    assert.ok(!matchesPassword('', HASH));
  });

  it('the token does not carry the hash itself', async () => {
    const token = await tokens.createPasswordResetToken('someone@example.com', HASH);
    assert.ok(!Buffer.from(token.split('.')[1]!, 'base64url').toString().includes('argon2'));
  });

  it('refuses an expired reset token', async () => {
    const longAgo = Date.now() - 49 * 3600 * 1000;
    assert.equal(await tokens.verifyPasswordResetToken(await tokens.createPasswordResetToken('someone@example.com', HASH, longAgo)), null);
  });

  it('keeps access and reset tokens apart', async () => {
    const access = await tokens.createAccessToken('0f8fad5b-d9cb-469f-a165-70867728950e');
    const reset = await tokens.createPasswordResetToken('someone@example.com', HASH);
    assert.equal((await tokens.verifyAccessToken(access))?.userId, '0f8fad5b-d9cb-469f-a165-70867728950e');
    assert.equal(await tokens.verifyAccessToken(reset), null);
    assert.equal(await tokens.verifyPasswordResetToken(access), null);
  });

  it('accepts an access token from a server whose clock is ahead (another instance, or a clock stepped back since)', async () => {
    const fromAhead = await tokens.createAccessToken('0f8fad5b-d9cb-469f-a165-70867728950e', Date.now() + 5000);
    assert.equal((await tokens.verifyAccessToken(fromAhead))?.userId, '0f8fad5b-d9cb-469f-a165-70867728950e');
    assert.equal(
      (await tokens.verifyAccessToken(fromAhead))?.userId,
      '0f8fad5b-d9cb-469f-a165-70867728950e',
      'and again, from the cache of checked tokens',
    );
  });

  it('refuses a remembered access token once it has expired', async () => {
    const expiresSoon = await tokens.createAccessToken('u1', Date.now() - 60 * 60_000 + 5000);
    assert.equal((await tokens.verifyAccessToken(expiresSoon))?.userId, 'u1');
    mock.timers.enable({ apis: ['Date'], now: Date.now() + 6000 });
    try {
      assert.equal(await tokens.verifyAccessToken(expiresSoon), null);
    } finally {
      mock.timers.reset();
    }
  });

  it('refuses tokens signed with another key', async () => {
    const other = new TokenService('another-key-another-key-another-key!', 60, 48);
    assert.equal(await tokens.verifyAccessToken(await other.createAccessToken('x')), null);
  });

  it('an access token carries its issue time in whole seconds', async () => {
    // A moment within this second, 900 ms past its start (the token must not have expired yet).
    const at = Math.floor(Date.now() / 1000) * 1000 + 900;
    const claims = await tokens.verifyAccessToken(await tokens.createAccessToken('u1', at));
    assert.deepEqual(claims, { userId: 'u1', issuedAt: Math.floor(at / 1000) });
  });
});

describe('issuedBeforePasswordChange', () => {
  const second = Date.parse('2026-11-25T08:00:00Z') / 1000;
  it('a token from an earlier second is refused', () => {
    assert.equal(issuedBeforePasswordChange(second - 1, '2026-11-25T08:00:00.000Z'), true);
  });
  it('a token from the same second as the change stays valid, whatever the milliseconds', () => {
    assert.equal(issuedBeforePasswordChange(second, '2026-11-25T08:00:00.999Z'), false);
    assert.equal(issuedBeforePasswordChange(second, '2026-11-25T08:00:00.000Z'), false);
  });
  it('a token issued after the change is valid', () => {
    assert.equal(issuedBeforePasswordChange(second + 1, '2026-11-25T08:00:00.500Z'), false);
  });
});

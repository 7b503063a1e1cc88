import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { TokenService } from '../../src/lib/tokens.js'

describe('TokenService', () => {
  const tokens = new TokenService('a-test-key-that-is-long-enough-for-hs256', 60, 48)

  it('keeps millisecond precision of a reset token’s issue time', async () => {
    const issuedAt = Math.floor(Date.now() / 1000) * 1000 - 1000 + 789
    const claims = await tokens.verifyPasswordResetToken(await tokens.createPasswordResetToken('someone@example.com', issuedAt))
    assert.deepEqual(claims, { email: 'someone@example.com', issuedAtMs: issuedAt })
  })

  it('refuses an expired reset token', async () => {
    const longAgo = Date.now() - 49 * 3600 * 1000
    assert.equal(await tokens.verifyPasswordResetToken(await tokens.createPasswordResetToken('someone@example.com', longAgo)), null)
  })

  it('keeps access and reset tokens apart', async () => {
    const access = await tokens.createAccessToken('0f8fad5b-d9cb-469f-a165-70867728950e')
    const reset = await tokens.createPasswordResetToken('someone@example.com')
    assert.equal(await tokens.verifyAccessToken(access), '0f8fad5b-d9cb-469f-a165-70867728950e')
    assert.equal(await tokens.verifyAccessToken(reset), null)
    assert.equal(await tokens.verifyPasswordResetToken(access), null)
  })

  it('refuses tokens signed with another key', async () => {
    const other = new TokenService('another-key-another-key-another-key!', 60, 48)
    assert.equal(await tokens.verifyAccessToken(await other.createAccessToken('x')), null)
  })
})

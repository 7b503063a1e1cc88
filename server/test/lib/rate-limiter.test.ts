import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { SlidingWindowLimiter } from '../../src/lib/rate-limiter.js'

describe('SlidingWindowLimiter', () => {
  it('limits per key inside a sliding window and reports when to retry', () => {
    let now = 1_000_000
    const limiter = new SlidingWindowLimiter(3, 60_000, () => now)
    for (let i = 0; i < 3; i++) {
      assert.equal(limiter.retryAfterSeconds('a'), 0)
      limiter.hit('a')
      now += 10_000
    }
    // Hits at 0 s, 10 s, 20 s; now 30 s: the oldest leaves the window at 60 s.
    assert.equal(limiter.retryAfterSeconds('a'), 30)
    assert.equal(limiter.retryAfterSeconds('b'), 0)
    now += 30_000
    assert.equal(limiter.retryAfterSeconds('a'), 0)
    limiter.hit('a')
    assert.equal(limiter.retryAfterSeconds('a'), 10)
  })

  it('reset clears a key; prune forgets expired keys', () => {
    let now = 0
    const limiter = new SlidingWindowLimiter(1, 1000, () => now)
    limiter.hit('a')
    limiter.hit('b')
    assert.ok(limiter.retryAfterSeconds('a') > 0)
    limiter.reset('a')
    assert.equal(limiter.retryAfterSeconds('a'), 0)
    assert.equal(limiter.size, 1)
    now = 5000
    limiter.prune()
    assert.equal(limiter.size, 0)
  })
})

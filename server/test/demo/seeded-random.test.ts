import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seededRandom } from '../../src/demo/seeded-random.js';

describe('seededRandom', () => {
  it('draws the same numbers from the same seed, and others from another', () => {
    const draw = (seed: number) => {
      const rng = seededRandom(seed);
      return Array.from({ length: 5 }, () => rng.next());
    };
    assert.deepEqual(draw(7), draw(7));
    assert.notDeepEqual(draw(7), draw(8));
    for (const value of draw(7)) assert.ok(value >= 0 && value < 1);
  });

  it('ints within their bounds, picks from the list, digits without a leading zero', () => {
    const rng = seededRandom(1);
    for (let i = 0; i < 200; i++) {
      const value = rng.int(3, 5);
      assert.ok(value >= 3 && value <= 5 && Number.isInteger(value));
      assert.ok(['a', 'b'].includes(rng.pick(['a', 'b'])));
      assert.match(rng.digits(6), /^[1-9]\d{5}$/);
    }
  });
});

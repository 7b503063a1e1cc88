/**
 * A small seeded generator (mulberry32): the demo set and the bench's data generator draw from it,
 * so every fresh database gets the same rows.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    digits: (count: number) =>
      Array.from({ length: count }, (_, i) => (i === 0 ? 1 + Math.floor(next() * 9) : Math.floor(next() * 10))).join(''),
  };
}

export type SeededRandom = ReturnType<typeof seededRandom>;

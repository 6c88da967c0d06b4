import fc from 'fast-check';

/**
 * A repeatable random sequence for tests that build one large scenario through the app (too slow to run as many
 * fast-check properties): fast-check's own generator, from a fixed seed, so that a failure replays exactly.
 */
export function seededRandom(seed: number, length = 10_000) {
  const values = fc.sample(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
    seed,
    numRuns: length,
  });
  let at = 0;
  const next = () => {
    const value = values[at++ % values.length];
    if (value === undefined) throw new Error('no random values');
    return value;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

/**
 * Property tests (fast-check) run with a fixed seed, so `make test` gives the same answer every time
 * (docs/decisions.md, "Flaky tests"). `FC_SEED=<number>` replays another seed, `FC_SEED=random` explores new
 * ones; a failure prints its seed and path either way, so any failure can be replayed.
 */
import fc from 'fast-check';

const defaultSeed = 20_261_124;

/** The seed for this run: `FC_SEED` when set, else the fixed default; `undefined` lets fast-check pick one. */
function propertySeed(value: string | undefined = process.env.FC_SEED): number | undefined {
  if (value === undefined || value === '') return defaultSeed;
  if (value === 'random') return undefined;
  const seed = Number(value);
  if (!Number.isSafeInteger(seed))
    throw new Error(`FC_SEED must be a whole number or "random", not "${value}"`);
  return seed;
}

fc.configureGlobal({ seed: propertySeed() });

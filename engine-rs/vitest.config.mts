import { defineConfig } from 'vitest/config';

// The contract test loads the real dist/engine.wasm: run `sh build-wasm.sh` first (`make build` does).
export default defineConfig({
  test: {
    include: ['js/**/*.test.ts', 'cli/**/*.test.mts'],
    testTimeout: 30_000,
  },
});

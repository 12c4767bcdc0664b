import { defineConfig } from 'vitest/config';

// Vitest 4 (Vite 8, oxc) compiles the legacy decorators and emits decorator metadata from
// tsconfig.json (`experimentalDecorators`, `emitDecoratorMetadata`), so Nest and TypeORM work
// without an SWC plugin.
export default defineConfig({
  test: {
    include: ['src/**/*.spec.ts'],
    // Property tests run with a fixed seed (FC_SEED replays another, FC_SEED=random explores).
    setupFiles: ['reflect-metadata', 'src/testing/property-seed.ts'],
    // Wipes the test database (TEST_DATABASE_URL, or DATABASE_URL when it names a *_test
    // database, else postgres://steekwerk@127.0.0.1:54329/steekwerk_test) and migrates it.
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

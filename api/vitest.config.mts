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
    // One module graph per worker instead of one per file: loading Nest, TypeORM and the app again for each of the
    // 79 files took 108 s of the suite's 255 (now about 125 s in all). Test files share no state but the database,
    // which each test sets up for itself; none uses `vi.mock`, which would not take on a module another file loaded.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { Global, Module } from '@nestjs/common';
import type { Engine } from '@steekwerk/engine/node';
import { loadEngineNode } from '@steekwerk/engine/node';

/** Dependency-injection token of the loaded WebAssembly {@link Engine}. */
export const ENGINE = Symbol('ENGINE');

export type { Engine };

/**
 * Loads the same `engine.wasm` the browser runs, once at start-up; a server whose engine does not
 * load does not start. Inject it with `@Inject(ENGINE) engine: Engine`.
 */
@Global()
@Module({
  providers: [{ provide: ENGINE, useFactory: (): Promise<Engine> => loadEngineNode() }],
  exports: [ENGINE],
})
export class EngineModule {}

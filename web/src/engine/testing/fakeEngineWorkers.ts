/**
 * Test helper: an EngineClient whose "workers" are Comlink endpoints over Node MessageChannels, exposing
 * whatever fake methods a test gives them. Use in tests running in the node environment only.
 */
import * as Comlink from 'comlink';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { vi } from 'vitest';
import { EngineClient, type EngineWorkerHandle } from '../engineClient';

/** Methods of a fake worker; each may reply with anything, as a broken worker could. */
export type FakeWorkerApi = Record<string, (...args: never[]) => unknown>;

/** The fake workers' client and controls. */
export interface FakeWorkers {
  readonly client: EngineClient;
  /** How many workers the client has started. */
  started(): number;
  /** Makes the current worker die, as an uncaught error in it would. */
  crash(): void;
  readonly terminated: ReturnType<typeof vi.fn>;
}

const ports: MessagePort[] = [];

/** An EngineClient whose workers are Comlink endpoints over a MessageChannel exposing `createApi()`. */
export function fakeWorkers(createApi: () => FakeWorkerApi): FakeWorkers {
  let count = 0;
  let crashListener: ((reason: unknown) => void) | undefined;
  const terminated = vi.fn();
  const client = new EngineClient((): EngineWorkerHandle => {
    count += 1;
    const { port1, port2 } = new MessageChannel();
    ports.push(port1, port2);
    Comlink.expose(createApi(), port2 as unknown as Comlink.Endpoint);
    return {
      endpoint: port1 as unknown as Comlink.Endpoint,
      onCrash: (listener) => {
        crashListener = listener;
      },
      terminate: terminated,
    };
  });
  return { client, started: () => count, crash: () => crashListener?.(new Error('worker died')), terminated };
}

/** Closes the channels of every fake worker made so far (call after each test). */
export function closeFakeWorkers(): void {
  for (const port of ports.splice(0)) port.close();
}

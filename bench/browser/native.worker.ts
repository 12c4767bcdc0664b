// A bare worker decoding with the platform's Uint8Array.fromBase64: the worker round trip without the engine.
import { nativeCodec } from './kernels';

self.onmessage = (event: MessageEvent<{ rows: string; size: number }>) => {
  const cells = nativeCodec.decode(event.data.rows, event.data.size);
  (self as unknown as Worker).postMessage(cells, [cells.buffer]);
};

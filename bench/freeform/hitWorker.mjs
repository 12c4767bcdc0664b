// A Node worker holding a wasm hit index, answering picks by message: the round trip the engine worker adds.
import { parentPort } from 'node:worker_threads';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { loadFreeformHitEngineNode } = require('@steekwerk/engine/node');

const engine = await loadFreeformHitEngineNode();
const index = engine.createIndex();
parentPort.on('message', ({ id, op, args }) => {
  let result;
  if (op === 'load') index.setBatch(args[0]);
  else if (op === 'point') result = index.pickPoint(args[0], args[1], args[2]);
  else if (op === 'rect') result = index.pickRect(args[0], args[1], args[2]);
  else if (op === 'echo') result = args[0];
  parentPort.postMessage({ id, result });
});
parentPort.postMessage({ id: 0, result: 'ready' });

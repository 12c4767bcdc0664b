/**
 * The written worker: writes the instructions of a large chart off the main thread (a 2000² chart takes about a
 * second). The job (a chart snapshot and the written settings) is checked first; a newer job ends this worker
 * (writtenClient), so no signal is needed.
 */
import * as Comlink from 'comlink';
import {
  packPattern,
  parseWrittenJob,
  runWritten,
  type WrittenReply,
  type WrittenWorkerApi,
} from './writtenProtocol';

const api: WrittenWorkerApi = {
  written(job): WrittenReply {
    const parsed = parseWrittenJob(job);
    if (!parsed) return { ok: false, message: 'De chart kan niet worden gelezen.' };
    try {
      const packed = packPattern(runWritten(parsed));
      return Comlink.transfer({ ok: true, packed }, [
        packed.text.buffer as ArrayBuffer,
        packed.lines.buffer as ArrayBuffer,
      ]);
    } catch {
      return { ok: false, message: 'De geschreven instructies konden niet worden gemaakt.' };
    }
  },
};

Comlink.expose(api);

/**
 * The export worker: writes the chart files of the download screen off the main thread (a 2000² PDF takes seconds),
 * through formats' writer table (exportJobs.ts checks what it receives). Cancelling ends the worker (exportClient),
 * so no signal is needed here.
 */
import * as Comlink from 'comlink';
import { exportFileTypes, planExport, writeExport } from './exportJobs';
import type { ExportWorkerApi } from './exportProtocol';

const api: ExportWorkerApi = {
  fileTypes: exportFileTypes,
  plan: planExport,
  async write(fileType, snapshot, settings, link, onProgress, products) {
    const reply = await writeExport(fileType, snapshot, settings, link, onProgress, products);
    return reply.ok ? Comlink.transfer(reply, [reply.bytes.buffer as ArrayBuffer]) : reply;
  },
};

Comlink.expose(api);

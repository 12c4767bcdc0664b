/**
 * The checks worker: runs the chart checks ("Controle") of a large chart off the main thread. A newer job ends this
 * worker (checksClient), so no signal is needed.
 */
import * as Comlink from 'comlink';
import { runChecks, type ChecksWorkerApi } from './checksProtocol';

const api: ChecksWorkerApi = { checks: (job) => runChecks(job) };

Comlink.expose(api);

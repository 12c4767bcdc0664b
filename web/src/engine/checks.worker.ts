/**
 * The checks worker: runs the chart checks ("Controle") of a large chart off the main thread. A newer job ends this
 * worker (checksClient), so no signal is needed. The job, a chart snapshot, is checked first.
 */
import * as Comlink from 'comlink';
import { answerChecks, type ChecksWorkerApi } from './checksProtocol';

const api: ChecksWorkerApi = { checks: (job) => answerChecks(job) };

Comlink.expose(api);

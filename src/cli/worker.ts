/**
 * A worker thread of `--jobs N` (see jobs.ts): prepares the check once, then checks the batches of units it is sent
 * and sends back their reports. Bundled as dist/bundle/worker.js.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { prepareCheck } from '../api.js';
import { checkItem, type BatchResult, type JobContext, type WorkItem, type WorkerSetup } from './jobs.js';
import { UsageError, type CliIo } from './io.js';
import type { UnitReport } from '../check/check.js';

const setup = workerData as WorkerSetup;
const io: CliIo = { stdout: () => {}, stderr: () => {}, cwd: setup.cwd, env: setup.env, stdoutIsTTY: false };
const context: Promise<JobContext> = prepareCheck(setup.settings).then((prepared) => ({
  prepared,
  pools: new Map(setup.pools),
  ...(setup.inputFormat !== undefined ? { inputFormat: setup.inputFormat } : {}),
  cwd: setup.cwd,
}));

parentPort?.on('message', (batch: { seq: number; items: readonly WorkItem[] }) => {
  void (async () => {
    const units: UnitReport[] = [];
    let result: BatchResult;
    try {
      const ctx = await context;
      for (const item of batch.items) units.push(await checkItem(item, ctx, io));
      result = { seq: batch.seq, units: JSON.stringify(units) };
    } catch (e) {
      const usage = e instanceof UsageError;
      result = { seq: batch.seq, units: JSON.stringify(units), error: e instanceof Error ? e.message : String(e), usage };
    }
    parentPort?.postMessage(result);
  })();
});

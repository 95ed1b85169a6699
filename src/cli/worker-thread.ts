/**
 * What a worker thread of `--jobs N` does (see jobs.ts and worker.ts, which loads this). It prepares the check when it
 * is told the run's setup, then checks the batches of units it is sent and sends back their reports.
 */
import { parentPort } from 'node:worker_threads';
import { prepareNodeCheck as prepareCheck } from '../api/node.js';
import { checkItem, type BatchResult, type JobContext, type ToWorker, type WorkItem } from './jobs.js';
import { UsageError, type CliIo } from './io.js';
import type { UnitReport } from '../check/check.js';

let context: Promise<{ ctx: JobContext; io: CliIo }> | undefined;

parentPort?.on('message', (msg: ToWorker) => {
  if ('setup' in msg) {
    const setup = msg.setup;
    const io: CliIo = { stdout: () => {}, stderr: () => {}, cwd: setup.cwd, env: setup.env, stdoutIsTTY: false };
    context = prepareCheck(setup.settings).then((prepared) => ({
      ctx: {
        prepared,
        pools: new Map(setup.pools),
        ...(setup.inputFormat !== undefined ? { inputFormat: setup.inputFormat } : {}),
        cwd: setup.cwd,
      },
      io,
    }));
    // A failed preparation is reported with the first batch.
    context.catch(() => {});
    return;
  }
  const batch = msg;
  void (async () => {
    const units: UnitReport[] = [];
    let result: BatchResult;
    try {
      if (!context) throw new Error('a worker thread was sent units before the run\'s setup');
      const { ctx, io } = await context;
      for (const item of JSON.parse(batch.items) as WorkItem[]) units.push(await checkItem(item, ctx, io));
      result = { seq: batch.seq, units: JSON.stringify(units) };
    } catch (e) {
      const usage = e instanceof UsageError;
      result = { seq: batch.seq, units: JSON.stringify(units), error: e instanceof Error ? e.message : String(e), usage };
    }
    parentPort?.postMessage(result);
  })();
});

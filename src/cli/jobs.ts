/**
 * Checking a run's units on every core: `--jobs N` starts N worker threads (node:worker_threads) that each prepare
 * the check once (each reads the card database file once; nothing is copied per deck), read and check batches of
 * units, and send back the unit reports; the reports are passed on in the order of the units, so the output is the
 * same bytes whatever N. One job (or a small run) checks in this thread, as before.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { checkUnitTexts, type CheckSettings, type PreparedCheck, type PreparedPool } from '../api.js';
import type { UnitReport } from '../check/check.js';
import type { SupplementaryKind } from '../variants/variants.js';
import type { TeamRules } from '../rules/types.js';
import { readDeck, encodingFinding } from './deck-input.js';
import type { InputFile } from './inputs.js';
import { UsageError, type CliIo } from './io.js';
import { attachSupplementary } from './variant-options.js';

/** One unit to check, as plain data: it crosses to a worker thread. */
export interface WorkItem {
  readonly decks: readonly { readonly file: InputFile; readonly player?: string; readonly seat?: string }[];
  /** A team's name; undefined: one player's deck. */
  readonly team?: string;
  /** The team's model (default: the run's). */
  readonly teamRules?: TeamRules;
  /** The player's scheme or planar deck as its own file. */
  readonly supplementary?: { readonly abs: string; readonly shown: string; readonly kind: SupplementaryKind; readonly variant?: string };
  /** Key of the pool the unit is checked against (see JobContext.pools). */
  readonly pool?: string;
}

/** The units of a run, made one at a time when needed (an array will do): a list of 100,000 stays small. */
export interface WorkList {
  readonly length: number;
  at(index: number): WorkItem | undefined;
}

/** What every unit of a run shares: built once per thread. */
export interface JobContext {
  readonly prepared: PreparedCheck;
  readonly pools: ReadonlyMap<string, PreparedPool>;
  readonly inputFormat?: string;
  readonly cwd: string;
}

/** Read and check one unit. Unreadable input throws UsageError (the run stops, exit 2). */
export async function checkItem(item: WorkItem, ctx: JobContext, io: CliIo): Promise<UnitReport> {
  let decks = item.decks.map((d) => {
    const deck = readDeck(d.file, d.player, ctx.inputFormat);
    return d.seat !== undefined ? { ...deck, seat: d.seat } : deck;
  });
  const supp = item.supplementary;
  const first = decks[0];
  if (supp && first && item.team === undefined) {
    decks = [await attachSupplementary(first, { file: supp.abs, kind: supp.kind, ...(supp.variant !== undefined ? { variant: supp.variant } : {}) }, io, supp.shown, encodingFinding)];
  }
  const pool = item.pool !== undefined ? ctx.pools.get(item.pool) : undefined;
  return checkUnitTexts(ctx.prepared, decks, item.team, pool, item.teamRules);
}


/** `--jobs`: a whole number from 1, or undefined (the default). */
export function parseJobs(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 256) {
    throw new UsageError(`--jobs takes a whole number from 1 to 256, not "${value}"`);
  }
  return Number(value);
}

/** The threads to use: --jobs when given (at most one per unit); else one. */
export function chooseJobs(jobs: number | undefined, units: number): number {
  if (jobs !== undefined) return Math.max(1, Math.min(jobs, units));
  // One thread unless asked: measured on two idle cores (npm run bench, section 5), --jobs 2 still checks fewer decks
  // a second than --jobs 1 (0.84-0.89x on 10,000 decks), so worker threads are opt-in until they pay off.
  return 1;
}

/** The bundled worker script (dist/bundle/worker.js), wherever this module runs from; undefined when not built. */
function workerScript(): string | undefined {
  for (const rel of ['./worker.js', '../../bundle/worker.js', '../../dist/bundle/worker.js']) {
    const file = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** What a worker is given when it starts. */
export interface WorkerSetup {
  readonly settings: CheckSettings;
  readonly pools: readonly (readonly [string, PreparedPool])[];
  readonly inputFormat?: string;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/**
 * A batch's outcome from a worker: the reports (as JSON text: a string crosses threads far more cheaply than the
 * structured clone of thousands of small objects, and no report field is undefined-only or a non-JSON value), and
 * the first problem when there was one (a usage error, or a crash).
 */
export type BatchResult =
  | { readonly seq: number; readonly units: string }
  | { readonly seq: number; readonly units: string; readonly error: string; readonly usage: boolean };

/** Units per message to a worker: large enough that messages cost little, small enough to share the work evenly. */
const BATCH = 50;

/**
 * Check every item, handing each report to `onUnit` in the order of `items`. With jobs > 1 (and the worker built),
 * worker threads check the items; otherwise this thread does, with `ctx`.
 */
export async function checkAll(
  items: WorkList,
  jobs: number,
  setup: () => WorkerSetup,
  ctx: JobContext,
  io: CliIo,
  onUnit: (unit: UnitReport, done: number) => void,
): Promise<void> {
  const script = jobs > 1 ? workerScript() : undefined;
  if (script === undefined) {
    for (let i = 0; i < items.length; i++) {
      const item = items.at(i);
      if (item) onUnit(await checkItem(item, ctx, io), i + 1);
    }
    return;
  }
  await checkInWorkers(items, jobs, script, setup(), onUnit);
}

async function checkInWorkers(
  items: WorkList,
  jobs: number,
  script: string,
  setup: WorkerSetup,
  onUnit: (unit: UnitReport, done: number) => void,
): Promise<void> {
  const batches = Math.ceil(items.length / BATCH);
  const batch = (n: number): WorkItem[] => {
    const out: WorkItem[] = [];
    for (let i = n * BATCH; i < Math.min(items.length, (n + 1) * BATCH); i++) {
      const item = items.at(i);
      if (item) out.push(item);
    }
    return out;
  };
  const workers = Array.from({ length: Math.min(jobs, batches) }, () => new Worker(script, { workerData: setup }));
  const ready = new Map<number, BatchResult>();
  let next = 0;
  let emitted = 0;
  let done = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      let failed = false;
      const fail = (e: Error) => {
        if (!failed) reject(e);
        failed = true;
      };
      const send = (w: Worker) => {
        if (next < batches) {
          w.postMessage({ seq: next, items: batch(next) });
          next++;
        }
      };
      const drain = () => {
        for (let r = ready.get(emitted); r !== undefined; r = ready.get(emitted)) {
          ready.delete(emitted);
          for (const u of JSON.parse(r.units) as UnitReport[]) onUnit(u, ++done);
          if ('error' in r) throw r.usage ? new UsageError(r.error) : new Error(r.error);
          emitted++;
        }
        if (emitted === batches) resolve();
      };
      for (const w of workers) {
        w.on('message', (r: BatchResult) => {
          if (failed) return;
          ready.set(r.seq, r);
          send(w);
          try {
            drain();
          } catch (e) {
            fail(e instanceof Error ? e : new Error(String(e)));
          }
        });
        w.on('error', (e) => fail(e));
        w.on('exit', (code) => {
          if (code !== 0) fail(new Error(`a worker thread stopped (exit ${code})`));
        });
        // Two batches in flight per worker: it never waits for the next one.
        send(w);
        send(w);
      }
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

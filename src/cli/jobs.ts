/**
 * Checking a run's units on every core. `--jobs N` uses N threads: this one and N - 1 worker threads
 * (node:worker_threads). With --jobs the workers are started first, before the inputs are walked, so that they load
 * deckcheck while this thread lists the files; by default they start once the inputs are counted, and only for a run
 * large enough to pay for them (chooseJobs). Each then prepares the check once (reading the card database file once;
 * nothing is copied per deck), and every thread reads and checks batches of units taken in turn from one queue. A
 * worker sends back each batch's unit reports as one JSON text; the reports are passed on in the order of the units,
 * so the output is the same bytes whatever N. One thread (or a small run) checks here, with no worker.
 */
import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { checkUnitTexts, type CheckSettings, type DeckText, type PreparedCheck, type PreparedPool } from '../api/engine.js';
import type { UnitReport } from '../check/check.js';
import type { SupplementaryKind } from '../variants/variants.js';
import type { TeamRules } from '../rules/types.js';
import { noDecklist, readDeckOrUnreadable, encodingFinding } from './deck-input.js';
import type { InputFile } from './inputs.js';
import { asUsageError, UsageError, type CliIo } from './io.js';
import { attachSupplementary } from './variant-options.js';

/** One unit to check, as plain data: it crosses to a worker thread. */
export interface WorkItem {
  /**
   * `missing`: the manifest names this player's decklist, but it cannot be read ("players[2].deck: decks/carol.txt:
   * no such file; check the path"); the player is reported as having no decklist (noDecklist).
   */
  readonly decks: readonly { readonly file: InputFile; readonly player?: string; readonly seat?: string; readonly missing?: string }[];
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

/** Read and check one unit. A deck file that cannot be read is reported in the unit (readDeckOrUnreadable). */
export async function checkItem(item: WorkItem, ctx: JobContext, io: CliIo): Promise<UnitReport> {
  // By a loop and push, not Array#map, whose result's elements kind depends on whether V8 runs it compiled: the
  // code that reads this list per unit then meets one kind of list and is not thrown away in a late unit.
  let decks: DeckText[] = [];
  for (const d of item.decks) {
    const deck = d.missing !== undefined ? noDecklist(d.file, d.missing, d.player) : readDeckOrUnreadable(d.file, d.player, ctx.inputFormat);
    decks.push(d.seat !== undefined ? { ...deck, seat: d.seat } : deck);
  }
  const supp = item.supplementary;
  const first = decks[0];
  if (supp && first && item.team === undefined && first.parsed?.unreadable === undefined) {
    decks = [await attachSupplementary(first, { file: supp.abs, kind: supp.kind, ...(supp.variant !== undefined ? { variant: supp.variant } : {}) }, io, supp.shown, encodingFinding)];
  }
  const pool = item.pool !== undefined ? ctx.pools.get(item.pool) : undefined;
  try {
    return checkUnitTexts(ctx.prepared, decks, item.team, pool, item.teamRules);
  } catch (e) {
    // The card database is read as the check needs it: a file cut short meanwhile is exit 2 with its message.
    throw asUsageError(e);
  }
}


/** `--jobs`: a whole number from 1, or undefined (the default). */
export function parseJobs(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 256) {
    throw new UsageError(`--jobs takes a whole number from 1 to 256, not "${value}"`);
  }
  return Number(value);
}

/**
 * Units each thread of the default must have to pay for itself. A worker costs a fixed amount before it checks its
 * first deck at full speed (starting Node in it, loading and preparing deckcheck, and V8 compiling the hot code again,
 * on the cores the other threads need): measured on two cores about 0.5 s of CPU time, while each deck it takes over
 * saves about a third of the time one thread spends on it. So `--jobs 2` loses on 10,000 decks, ties at about 30,000
 * and wins from about 40,000 (docs/explanations/large-runs.md, "When --jobs helps").
 */
export const UNITS_PER_THREAD = 20_000;

/**
 * The threads to use: --jobs when given (at most one per unit); else the machine's cores, but only as many as have
 * UNITS_PER_THREAD units each: one thread (no worker) for a run of fewer than 2 x UNITS_PER_THREAD.
 */
export function chooseJobs(jobs: number | undefined, units: number, cores: number = availableParallelism()): number {
  if (jobs !== undefined) return Math.max(1, Math.min(jobs, units));
  return Math.max(1, Math.min(cores, Math.floor(units / UNITS_PER_THREAD)));
}

/** The bundled worker script (dist/bundle/worker.js), wherever this module runs from; undefined when not built. */
function workerScript(): string | undefined {
  // ../worker.js: from the check's own build, dist/bundle/check/ (scripts/bundle.js).
  for (const rel of ['./worker.js', '../worker.js', '../../bundle/worker.js', '../../dist/bundle/worker.js']) {
    const file = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** What a worker is told once the run's settings are known. */
export interface WorkerSetup {
  readonly settings: CheckSettings;
  readonly pools: readonly (readonly [string, PreparedPool])[];
  readonly inputFormat?: string;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/**
 * A message to a worker: the run's setup (first), then batches of units. A batch's items go as JSON text (they are
 * plain data): one string crosses threads far more cheaply than the structured clone of many small objects.
 */
export type ToWorker = { readonly setup: WorkerSetup } | { readonly seq: number; readonly items: string };

/**
 * A batch's outcome from a worker: the reports (as JSON text: a string crosses threads far more cheaply than the
 * structured clone of thousands of small objects, and no report field is undefined-only or a non-JSON value), and
 * the first problem when there was one (a usage error, or a crash).
 */
export type BatchResult =
  | { readonly seq: number; readonly units: string }
  | { readonly seq: number; readonly units: string; readonly error: string; readonly usage: boolean };

/**
 * Worker threads started before a run's inputs are known, so that loading deckcheck in them overlaps listing the
 * inputs here. Close it when the run ends (also when it was not used).
 */
export class WorkerPool {
  private failure: Error | undefined;
  private onFailure: ((e: Error) => void) | undefined;

  private constructor(readonly workers: readonly Worker[]) {
    for (const w of workers) {
      w.on('error', (e) => this.fail(e));
      w.on('exit', (code) => {
        if (code !== 0) this.fail(new Error(`a worker thread stopped (exit ${code})`));
      });
    }
  }

  /** Start `count` workers; undefined when count < 1 or the worker script is not built (then this thread checks). */
  static start(count: number): WorkerPool | undefined {
    const script = count >= 1 ? workerScript() : undefined;
    if (script === undefined) return undefined;
    // node:worker_threads is loaded only when a run starts workers: most runs start none, and start-up pays for it.
    const { Worker: WorkerThread } = process.getBuiltinModule('node:worker_threads');
    return new WorkerPool(Array.from({ length: count }, () => new WorkerThread(script)));
  }


  /** Called with the first worker failure (at once when one happened already). */
  watch(onFailure: ((e: Error) => void) | undefined): void {
    this.onFailure = onFailure;
    if (onFailure && this.failure) onFailure(this.failure);
  }

  private fail(e: Error): void {
    if (this.failure) return;
    this.failure = e;
    this.onFailure?.(e);
  }

  async close(): Promise<void> {
    this.onFailure = undefined;
    this.failure ??= new Error('closed');
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/** Units per batch: large enough that messages cost little, small enough to share the work evenly. */
const BATCH = 50;

/** Batch size for a run: BATCH, or less so that a small run still gives every thread a few batches. */
export function batchSize(units: number, threads: number): number {
  return Math.max(1, Math.min(BATCH, Math.ceil(units / (threads * 4))));
}

/** A batch's units as checked here or parsed from a worker, and the first problem (which stops the run). */
interface Outcome {
  /** The reports, or (from a worker) their JSON text, parsed only when they are passed on. */
  readonly units: readonly UnitReport[] | string;
  readonly error?: Error;
}

/**
 * Check every item, handing each report to `onUnit` in the order of `items`. With `threads` > 1, this thread and
 * threads - 1 workers share the batches: those of `pool` (started early, left open for the caller to close), or
 * started here and closed when done; with one thread, this thread checks every item with `ctx`.
 */
export async function checkAll(
  items: WorkList,
  threads: number,
  pool: WorkerPool | undefined,
  setup: () => WorkerSetup,
  ctx: JobContext,
  io: CliIo,
  onUnit: (unit: UnitReport, done: number) => void,
): Promise<void> {
  // Workers not started early (the default's, once the run is known to be large enough: chooseJobs) start now.
  const own = !pool && threads > 1 ? WorkerPool.start(threads - 1) : undefined;
  const started = pool ?? own;
  try {
    const workers = threads > 1 && started ? started.workers.slice(0, threads - 1) : [];
    if (!started || workers.length === 0) {
      for (let i = 0; i < items.length; i++) {
        const item = items.at(i);
        if (item) onUnit(await checkItem(item, ctx, io), i + 1);
      }
      return;
    }
    // Each worker used prepares the check while its first batch is on its way.
    const told = setup();
    for (const w of workers) w.postMessage({ setup: told } satisfies ToWorker);
    await shareWork(items, batchSize(items.length, workers.length + 1), workers, started, ctx, io, onUnit);
  } finally {
    await own?.close();
  }
}

/** Batches a worker has in hand (one being checked, the rest waiting), so that it never waits for the next one. */
const IN_FLIGHT = 3;

/** Units this thread checks between looks at the workers' messages. */
const SLICE = 10;

/** Let the event loop deliver the workers' messages (each answered with a new batch at once). */
function letMessagesIn(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * A batch checked on this thread. It stops every SLICE units to take in the workers' finished batches and send them
 * new ones: a worker that waited until this thread's whole batch (and the formatting of the reports before it) was
 * done sat idle for up to half the run.
 */
async function checkBatch(items: readonly WorkItem[], ctx: JobContext, io: CliIo): Promise<Outcome> {
  const units: UnitReport[] = [];
  try {
    for (const item of items) {
      units.push(await checkItem(item, ctx, io));
      if (units.length % SLICE === 0 && units.length < items.length) await letMessagesIn();
    }
    return { units };
  } catch (e) {
    return { units, error: e instanceof Error ? e : new Error(String(e)) };
  }
}

async function shareWork(
  items: WorkList,
  size: number,
  workers: readonly Worker[],
  pool: WorkerPool,
  ctx: JobContext,
  io: CliIo,
  onUnit: (unit: UnitReport, done: number) => void,
): Promise<void> {
  const batches = Math.ceil(items.length / size);
  const batch = (n: number): WorkItem[] => {
    const out: WorkItem[] = [];
    for (let i = n * size; i < Math.min(items.length, (n + 1) * size); i++) {
      const item = items.at(i);
      if (item) out.push(item);
    }
    return out;
  };
  const ready = new Map<number, Outcome>();
  let next = 0;
  // The batches to wait for: all of them, or up to the first that stopped on a problem.
  let end = batches;
  let emitted = 0;
  let done = 0;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const woken = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const settle = (seq: number, outcome: Outcome) => {
    ready.set(seq, outcome);
    if (outcome.error && seq < end) end = seq + 1;
  };
  const send = (w: Worker) => {
    if (next < end) {
      w.postMessage({ seq: next, items: JSON.stringify(batch(next)) } satisfies ToWorker);
      next++;
    }
  };
  const onMessage = (w: Worker) => (r: BatchResult) => {
    // The reports stay JSON text until their turn comes (see the loop below).
    const units = r.units;
    settle(r.seq, 'error' in r ? { units, error: r.usage ? new UsageError(r.error) : new Error(r.error) } : { units });
    send(w);
    woken();
  };
  const listeners = workers.map((w) => [w, onMessage(w)] as const);
  pool.watch((e) => {
    failure ??= e;
    woken();
  });
  try {
    for (const [w, listener] of listeners) {
      w.on('message', listener);
      for (let i = 0; i < IN_FLIGHT; i++) send(w);
    }
    for (;;) {
      if (failure) throw failure;
      // Pass on what is ready, in order; the first problem in order stops the run.
      for (let r = ready.get(emitted); r !== undefined && emitted < end; r = ready.get(emitted)) {
        ready.delete(emitted);
        const units = typeof r.units === 'string' ? (JSON.parse(r.units) as UnitReport[]) : r.units;
        for (const u of units) onUnit(u, ++done);
        if (r.error) throw r.error;
        emitted++;
      }
      if (emitted >= end) return;
      if (next < end) {
        // This thread checks a batch too, then lets the workers' messages in.
        const seq = next++;
        settle(seq, await checkBatch(batch(seq), ctx, io));
        await letMessagesIn();
      } else {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    }
  } finally {
    pool.watch(undefined);
    for (const [w, listener] of listeners) w.off('message', listener);
  }
}

/**
 * Start the workers a run will use, before its inputs are listed: --jobs N starts N - 1 (fewer when fewer files are
 * named and no directory or pattern). None by default: the default's workers start once the inputs are counted (see
 * chooseJobs), and load deckcheck while this thread prepares the check and takes the first batches.
 */
export function startWorkersEarly(jobs: number | undefined, inputs: readonly string[], cwd: string): WorkerPool | undefined {
  if (jobs === undefined || jobs <= 1) return undefined;
  // Each file named is one unit; a directory or a pattern may be any number.
  const units = inputs.some((i) => namesMany(i, cwd)) ? jobs : inputs.length;
  return WorkerPool.start(Math.min(jobs, units) - 1);
}

/** A directory, or a pattern that is no file's name. */
function namesMany(input: string, cwd: string): boolean {
  try {
    return statSync(path.resolve(cwd, input)).isDirectory();
  } catch {
    return /[*?[\]{}]/.test(input);
  }
}

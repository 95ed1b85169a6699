/**
 * The page's side of the check worker (web/check-worker.ts): one job runs at a time and only the newest waits, so a
 * burst of edits checks once more, not once per key. A result for an older job than the newest asked for is never
 * shown. A job still running after STALE_MS when a newer one comes is cancelled: the worker is ended and a fresh one
 * started (with the card database sent again), so a long list is not checked to the end for nothing.
 */
import type { DatabaseMessage, Job, Outcome } from './protocol.js';

/** How long a running job may go on once a newer job waits, before its worker is ended. */
const STALE_MS = 1000;

type JobBody = Job extends infer J ? (J extends Job ? Omit<J, 'id'> : never) : never;

export class Checker {
  private worker: Worker;
  private database: DatabaseMessage = { kind: 'db' };
  private running: { id: number; started: number } | undefined;
  private waiting: Job | undefined;
  private newest = 0;
  private staleTimer: ReturnType<typeof setTimeout> | undefined;

  /** `show` gets the outcome of the newest job only; `busy` is told when work starts and stops. */
  constructor(
    private readonly url: URL,
    private readonly show: (outcome: Outcome) => void,
    private readonly busy: (running: boolean) => void = () => undefined,
  ) {
    this.worker = this.start();
  }

  private start(): Worker {
    const worker = new Worker(this.url, { type: 'module' });
    worker.onmessage = (e: MessageEvent<Outcome>) => this.done(e.data);
    worker.onerror = (e) => {
      e.preventDefault();
      this.done({ id: this.running?.id ?? 0, kind: 'error', message: `deckcheck failed: the check worker stopped (${e.message})` });
    };
    if (this.database.bytes) worker.postMessage(this.database);
    return worker;
  }

  /** Use this card database from now on (undefined: none). The worker gets its own copy of the bytes. */
  useDatabase(bytes: Uint8Array | undefined, name?: string): void {
    this.database = bytes ? { kind: 'db', bytes, ...(name !== undefined ? { name } : {}) } : { kind: 'db' };
    this.worker.postMessage(this.database);
  }

  /** Ask for a check or comparison; it replaces any job still waiting. Returns the job's id. */
  submit(body: JobBody): number {
    const job = { ...body, id: ++this.newest } as Job;
    this.waiting = job;
    if (!this.running) this.next();
    else if (this.staleTimer === undefined) {
      const left = Math.max(0, STALE_MS - (performance.now() - this.running.started));
      this.staleTimer = setTimeout(() => this.cancelRunning(), left);
    }
    this.busy(true);
    return job.id;
  }

  /** Show no result of the jobs asked for so far (the page has nothing to check now). */
  forget(): void {
    this.newest++;
    this.waiting = undefined;
    if (!this.running) this.busy(false);
  }

  private cancelRunning(): void {
    this.staleTimer = undefined;
    if (!this.running || !this.waiting) return;
    this.worker.terminate();
    this.running = undefined;
    this.worker = this.start();
    this.next();
  }

  private next(): void {
    const job = this.waiting;
    this.waiting = undefined;
    if (!job) {
      this.busy(false);
      return;
    }
    this.running = { id: job.id, started: performance.now() };
    this.worker.postMessage(job);
  }

  private done(outcome: Outcome): void {
    if (this.running?.id !== outcome.id) return;
    this.running = undefined;
    if (this.staleTimer !== undefined) clearTimeout(this.staleTimer);
    this.staleTimer = undefined;
    if (outcome.id === this.newest) this.show(outcome);
    this.next();
  }
}

/**
 * Writing a run's reports as its units are checked. Each reporter (src/report/stream.ts) turns each unit into text at
 * once; the text waits in a spool (memory, then a temporary file) and the findings wait, sorted, in a finding store,
 * until the last unit: then each document is written with its totals first, the spooled texts in their places.
 * Memory holds the totals and a bounded amount of text, whatever the number of decks.
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { ReportSummary, UnitReport } from '../check/check.js';
import type { Finding } from '../diagnostic.js';
import { unitErrorsOnly } from '../report/filter.js';
import type { ReportHead, StreamReporter } from '../report/stream.js';
import { UsageError, type CliIo } from './io.js';
import { REPORTERS, type ReporterSpec } from './reporters.js';
import { FindingStore, Spool, SPOOL_BYTES, SpoolDir } from './spool.js';

interface Target {
  readonly spec: ReporterSpec;
  readonly reporter: StreamReporter;
  readonly units: Spool;
  index: number;
}

/** Writes a target's text in pieces of about 64 KB, to standard output or a file. */
class Sink {
  private pending: string[] = [];
  private size = 0;
  private fd: number | undefined;

  constructor(
    private readonly io: CliIo,
    private readonly spec: ReporterSpec,
  ) {
    if (spec.path !== undefined) {
      const abs = path.resolve(io.cwd, spec.path);
      // A report's folder is made when missing (as ESLint's -o does): `-r json:reports/x.json` in a fresh checkout.
      this.fd = this.attempt(() => {
        mkdirSync(path.dirname(abs), { recursive: true });
        return openSync(abs, 'w');
      });
    }
  }

  /** Whether the text went out to standard output now (then the caller waits for it to drain). */
  write(text: string): boolean {
    this.pending.push(text);
    this.size += text.length;
    if (this.size < 1 << 16) return false;
    this.flush();
    return this.fd === undefined;
  }

  flush(): void {
    if (this.size === 0 && this.pending.length === 0) return;
    const text = this.pending.join('');
    this.pending = [];
    this.size = 0;
    const fd = this.fd;
    if (fd === undefined) this.io.stdout(text);
    else this.attempt(() => writeSync(fd, text));
  }

  close(): void {
    this.flush();
    const fd = this.fd;
    this.fd = undefined;
    if (fd !== undefined) this.attempt(() => closeSync(fd));
  }

  private attempt<T>(act: () => T): T {
    try {
      return act();
    } catch (e) {
      const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
      throw new UsageError(`could not write the ${this.spec.id} report to ${this.spec.path} (${code || String(e)})`);
    }
  }
}

export interface ReportOutputOptions {
  readonly specs: readonly ReporterSpec[];
  /** Colour for a reporter writing to standard output. */
  readonly color: boolean;
  /** Errors only (--quiet). */
  readonly quiet: boolean;
}

export class ReportOutput {
  private readonly dir: SpoolDir;
  private readonly targets: Target[];
  private readonly findings: FindingStore | undefined;

  private constructor(io: CliIo, opts: ReportOutputOptions, targets: (dir: SpoolDir) => Target[]) {
    this.io = io;
    this.quiet = opts.quiet;
    const env = io.env.DECKCHECK_SPOOL_BYTES;
    this.dir = new SpoolDir(env !== undefined && /^\d+$/.test(env) ? Number(env) : SPOOL_BYTES);
    this.targets = targets(this.dir);
    this.findings = this.targets.some((t) => t.reporter.finding) ? new FindingStore(this.dir) : undefined;
  }

  private readonly io: CliIo;
  private readonly quiet: boolean;
  /** Whether a unit had a deck that could be read; until one has, why each file could not be (few: a run stops at 1). */
  private checked = false;
  private unreadable: string[] = [];

  /** Make the reporters of a run; `head` is what is known before the first unit. */
  static async open(io: CliIo, opts: ReportOutputOptions, head: ReportHead): Promise<ReportOutput> {
    const made: { spec: ReporterSpec; reporter: StreamReporter }[] = [];
    for (const spec of opts.specs) {
      const def = REPORTERS.find((r) => r.id === spec.id);
      if (!def) continue;
      const toStdout = spec.path === undefined;
      made.push({ spec, reporter: await def.create(head, { color: toStdout ? opts.color : false, terminal: toStdout && io.stdoutIsTTY }) });
    }
    return new ReportOutput(io, opts, (dir) => made.map((m) => ({ ...m, units: new Spool(dir), index: 0 })));
  }

  /**
   * A checked unit, in report order. `ownFindings: false` when the report's findings are given whole to `finish`
   * instead (a report already in memory).
   */
  add(unit: UnitReport, ownFindings = true): void {
    if (!this.checked) {
      if (unit.decks.some((d) => d.unreadable === undefined)) {
        this.checked = true;
        this.unreadable = [];
      } else for (const d of unit.decks) this.unreadable.push(`${d.file}: ${d.unreadable ?? ''}`);
    }
    const shown = this.quiet ? unitErrorsOnly(unit) : unit;
    for (const t of this.targets) {
      if (t.reporter.unit) t.units.write(t.reporter.unit(shown, t.index++));
    }
    if (ownFindings) this.findings?.addSorted(shown.findings);
  }

  /** When no unit of the run had a deck that could be read: why each file could not be, one line each. */
  nothingChecked(): readonly string[] | undefined {
    return this.checked || this.unreadable.length === 0 ? undefined : this.unreadable;
  }

  /**
   * Write every document. `extra`: findings that are no unit's (a pool's), sorted. Standard output is given about
   * 64 KB at a time, each when it has taken the last (io.drain), so a slow reader does not make the report wait in
   * memory. A report that cannot be written does not cost the others theirs: each is written, then the first
   * failure is thrown (a UsageError naming every report that could not be written).
   */
  async finish(summary: ReportSummary, extra: readonly Finding[]): Promise<void> {
    const drain = this.io.drain ?? (() => Promise.resolve());
    const shown = this.quiet ? { ...summary, warnings: 0 } : summary;
    this.findings?.addSorted(this.quiet ? extra.filter((f) => f.severity === 'error') : extra);
    this.findings?.seal();
    const failed: string[] = [];
    for (const t of this.targets) {
      t.units.seal();
      try {
        await this.write(t, shown, drain);
      } catch (e) {
        if (!(e instanceof UsageError)) throw e;
        failed.push(e.message);
      }
    }
    if (failed.length > 0) throw new UsageError([...new Set(failed)].join('\ndeckcheck: '));
  }

  /** One target's document, to its file or standard output. */
  private async write(t: Target, shown: ReportSummary, drain: () => Promise<void>): Promise<void> {
    const sink = new Sink(this.io, t.spec);
    try {
      for (const part of t.reporter.document(shown)) {
        if (typeof part === 'string') {
          if (sink.write(part)) await drain();
        } else if (part.slot === 'units') {
          for (const text of t.units.texts()) if (sink.write(text)) await drain();
        } else if (this.findings && t.reporter.finding) {
          let i = 0;
          for (const f of this.findings.sorted()) if (sink.write(t.reporter.finding(f, i++))) await drain();
        }
      }
    } finally {
      sink.close();
    }
  }

  /** Remove the temporary files (always, also after an error). */
  dispose(): void {
    for (const t of this.targets) t.units.close();
    this.findings?.close();
    this.dir.dispose();
  }
}

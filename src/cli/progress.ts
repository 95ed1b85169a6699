/** A progress line on standard error, only for long runs on a terminal; silent otherwise. */
import type { CliIo } from './io.js';

export interface Progress {
  tick(done: number): void;
  done(): void;
}

const SILENT: Progress = { tick: () => undefined, done: () => undefined };

/** Runs shorter than this many decks never show progress. */
export const PROGRESS_MIN = 200;

export function createProgress(io: CliIo, total: number, label: string): Progress {
  if (!io.stderrIsTTY || total < PROGRESS_MIN || (io.env.CI !== undefined && io.env.CI !== '')) return SILENT;
  let last = -1;
  const width = 30;
  return {
    tick(done) {
      const pct = Math.floor((done / total) * 100);
      if (pct === last) return;
      last = pct;
      const filled = Math.round((done / total) * width);
      io.stderr(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
    },
    done() {
      io.stderr(`\r${' '.repeat(label.length + width + 30)}\r`);
    },
  };
}

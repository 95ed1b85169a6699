/** What the CLI may touch of the outside world; injectable so tests run the CLI in-process. */
import { SettingsError, type SettingNamer } from '../errors.js';

export interface CliIo {
  readonly stdout: (text: string) => void;
  /**
   * Resolves when standard output has taken what was written (a pipe whose reader is slower than the report);
   * without it, writing never waits. Long reports wait for it, so they do not pile up in memory.
   */
  readonly drain?: () => Promise<void>;
  readonly stderr: (text: string) => void;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Whether stdout is a terminal (for colour). */
  readonly stdoutIsTTY: boolean;
  /** Whether stderr is a terminal (for progress bars); false when not given. */
  readonly stderrIsTTY?: boolean;
}

export const EXIT_LEGAL = 0;
export const EXIT_ILLEGAL = 1;
export const EXIT_CANNOT_RUN = 2;

/** A problem that stops the run: usage, unreadable input, bad settings. Exit 2 with this one-line reason. */
export class UsageError extends Error {}

/** The library's settings as the CLI's flags: `commanderColor` → `--commander-color`, with its value when given. */
export const nameAsFlag: SettingNamer = (setting, value) =>
  `--${setting.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}${value === undefined ? '' : ` ${value}`}`;

/**
 * A library SettingsError as a usage error, its settings named as flags; a card database that could not be read in
 * the middle of a check (src/db/open-bytes.ts, DatabaseError: its message names the file and what to do) too;
 * anything else unchanged.
 */
export function asUsageError(e: unknown): unknown {
  if (e instanceof SettingsError) return new UsageError(e.describe(nameAsFlag));
  if (e instanceof Error && e.name === 'DatabaseError') return new UsageError(e.message);
  return e;
}

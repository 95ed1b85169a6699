/**
 * The errors the library throws, with their own `name` and a stable `code` a program can branch on (codes, like rule
 * ids, never change meaning). Messages speak of settings as a program gives them (`date: "2013-10-08"`); the CLI
 * renders the same error with its flag names (`--date 2013-10-08`) through `describe`.
 */

/** How a message names a setting, with the value it should take when there is one. */
export type SettingNamer = (setting: string, value?: string) => string;

/** The library's own way: the setting as a key of the settings object, `date: "2013-10-08"`. */
export const nameAsSetting: SettingNamer = (setting, value) => (value === undefined ? setting : `${setting}: "${value}"`);

/** Every SettingsError code; see docs (the library's errors) for what each means. */
export type SettingsErrorCode =
  | 'invalid-settings'
  | 'invalid-deck'
  | 'unknown-format'
  | 'invalid-date'
  | 'date-out-of-range'
  | 'unknown-variant'
  | 'unknown-team-rules'
  | 'unknown-team-overrides'
  | 'unknown-input-format'
  | 'unknown-platform'
  | 'invalid-commander-color'
  | 'settings-conflict'
  | 'team-size'
  | 'pool-not-limited'
  | 'pool-unusable'
  | 'no-card-database'
  | 'card-database-unusable'
  | 'card-database-closed'
  | 'unknown-convert-target'
  | 'input-too-large'
  | 'invalid-format-file';

/**
 * One problem of a SettingsError, as zod and ajv give theirs: `path` within the value the call was given (`['format']`
 * in the settings, `[0, 'text']` in the decks), `code` (zod's issue code, e.g. `invalid_type`, for a value of the
 * wrong shape; else the error's own code) and its sentence.
 */
export interface SettingsIssue {
  readonly path: readonly (string | number)[];
  readonly code: string;
  readonly message: string;
}

/** Settings that cannot be used (unknown format, impossible date, …). The CLI exits 2 on these. */
export class SettingsError extends Error {
  override readonly name = 'SettingsError';
  readonly code: SettingsErrorCode;
  /** The setting at fault ('date', 'format', …), when it is one setting. */
  readonly setting: string | undefined;
  /** Every problem with its place: one for most errors, one per wrong place for a value of the wrong shape. */
  readonly issues: readonly SettingsIssue[];

  /**
   * `message`: the text, or a function of how settings are named (so that the CLI can name its flags). `issues`:
   * the problems one by one (default: one, at `setting`, with this error's code and message).
   */
  constructor(
    code: SettingsErrorCode,
    message: string | ((name: SettingNamer) => string),
    setting?: string,
    issues?: readonly SettingsIssue[],
  ) {
    const render = typeof message === 'string' ? () => message : message;
    super(render(nameAsSetting));
    this.code = code;
    this.setting = setting;
    this.issues = Object.freeze(
      (issues ?? [{ path: setting === undefined ? [] : [setting], code, message: this.message }]).map((i) =>
        Object.freeze({ path: Object.freeze([...i.path]), code: i.code, message: i.message }),
      ),
    );
    // Not an own enumerable field: a program that logs or serialises the error sees its data, not this function.
    RENDER.set(this, render);
  }

  /** The message with each setting named by `name` (the CLI passes one that gives its flag names). */
  describe(name: SettingNamer): string {
    return (RENDER.get(this) ?? (() => this.message))(name);
  }
}

/** Each SettingsError's message as a function of how settings are named. */
const RENDER = new WeakMap<SettingsError, (name: SettingNamer) => string>();

/** Why checkFiles could not read a file: none there, not a file (a directory), or the system refused to read it. */
export type InputFileErrorCode = 'input-not-found' | 'input-not-a-file' | 'input-unreadable';

/** A file checkFiles was given cannot be read (the CLI says the same and exits 2); `file` is the path as given. */
export class InputFileError extends Error {
  override readonly name = 'InputFileError';

  constructor(
    readonly file: string,
    readonly code: InputFileErrorCode,
    message: string,
  ) {
    super(`${file}: ${message}`);
  }
}

/** Why a batch stopped: its `signal` was aborted, or its `timeLimit` passed. */
export type CheckStoppedCode = 'check-aborted' | 'time-limit';

/**
 * A batch (checkTexts, checkParsed, checkFiles) stopped before its next deck: its AbortSignal was aborted or its time
 * limit passed. `checked` is how many decks (or teams) were checked before it stopped; their report is not returned,
 * as it would not be the batch's. `cause` is the signal's reason, when it was aborted.
 */
export class CheckStoppedError extends Error {
  override readonly name = 'CheckStoppedError';

  constructor(
    readonly code: CheckStoppedCode,
    readonly checked: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** How a batch may be stopped: by a signal (checked before each deck) or after a time in milliseconds. */
export interface BatchOptions {
  /** Aborted: the batch stops before its next deck with CheckStoppedError `check-aborted`. */
  readonly signal?: AbortSignal;
  /**
   * Milliseconds from the call: past it, the batch stops before its next deck with CheckStoppedError `time-limit`. A
   * check runs without yielding, so a timer's signal (AbortSignal.timeout) could not fire during it: this can.
   */
  readonly timeLimit?: number;
}

/** A check before each deck of a batch: throws CheckStoppedError once the batch is to stop. */
export function batchStopper(options: BatchOptions | undefined): (checked: number) => void {
  if (!options || (options.signal === undefined && options.timeLimit === undefined)) return () => undefined;
  const { signal, timeLimit } = options;
  const until = timeLimit === undefined ? Infinity : Date.now() + timeLimit;
  return (checked) => {
    if (signal?.aborted === true) {
      throw new CheckStoppedError('check-aborted', checked, `the check was aborted after ${checked} of its decks`, { cause: signal.reason });
    }
    if (Date.now() > until) {
      throw new CheckStoppedError('time-limit', checked, `the check passed its time limit of ${String(timeLimit)} ms after ${checked} of its decks`);
    }
  };
}

/**
 * Limits on card data, so that a hostile or broken file (a gzip "bomb" holding one 3 GB string, nesting a million
 * levels deep, terabytes of whitespace) is refused in seconds with bounded memory instead of exhausting the machine.
 *
 * Defaults, measured on 2026-12-01 against the real files in ../shared/data/mtgjson (AllPrintings 5.2.0: 237 MB of
 * JSON, 61 MB gzip; AllPrintings-synth-2026: 102 MB; AtomicCards-synth-2026: 70 MB):
 *   - uncompressed size: 4 GiB. The largest real file measured is 237 MB; Scryfall's all-cards bulk file, the
 *     largest file deckcheck reads, is about 2.3 GB (scryfall.com/docs/api/bulk-data), so there is room for it to grow.
 *   - longest string, number or field: 1 MiB. The longest string in any of the real files is 1,513 bytes (card text).
 *   - nesting depth: 64. The deepest real file nests 8 levels.
 *   - download (db update): 1 GiB. The largest real gzip file is 61 MB.
 * Each can be raised (or lowered) by a command-line option or an environment variable; see LIMITS.
 */
export interface ImportLimits {
  /** Bytes of JSON (after decompression). */
  readonly maxBytes: number;
  /** Bytes of the longest string, number, or card field read. */
  readonly maxString: number;
  /** Objects and arrays open at once. */
  readonly maxDepth: number;
}

export interface DownloadLimits {
  /** Bytes downloaded by `db update`. */
  readonly maxDownload: number;
}

export type AllLimits = ImportLimits & DownloadLimits;

const KIB = 1024;
const MIB = 1024 * KIB;
const GIB = 1024 * MIB;

export const DEFAULT_LIMITS: AllLimits = {
  maxBytes: 4 * GIB,
  maxString: 1 * MIB,
  maxDepth: 64,
  maxDownload: 1 * GIB,
};

export interface LimitSpec {
  readonly key: keyof AllLimits;
  /** The command-line option. */
  readonly option: string;
  /** The environment variable. */
  readonly env: string;
  /** What the limit bounds, as the refusal names it. */
  readonly what: string;
  /** A count, not a size. */
  readonly count?: boolean;
}

export const LIMITS: readonly LimitSpec[] = [
  { key: 'maxBytes', option: '--max-size', env: 'DECKCHECK_MAX_SIZE', what: 'uncompressed-size limit' },
  { key: 'maxString', option: '--max-string', env: 'DECKCHECK_MAX_STRING', what: 'longest-string limit' },
  { key: 'maxDepth', option: '--max-depth', env: 'DECKCHECK_MAX_DEPTH', what: 'nesting-depth limit', count: true },
  { key: 'maxDownload', option: '--max-download', env: 'DECKCHECK_MAX_DOWNLOAD', what: 'download-size limit' },
];

export function limitSpec(key: keyof AllLimits): LimitSpec {
  return LIMITS.find((l) => l.key === key) as LimitSpec;
}

const UNITS: Readonly<Record<string, number>> = {
  '': 1,
  b: 1,
  k: KIB,
  kb: 1000,
  kib: KIB,
  m: MIB,
  mb: 1000 * 1000,
  mib: MIB,
  g: GIB,
  gb: 1000 * 1000 * 1000,
  gib: GIB,
  t: 1024 * GIB,
  tb: 1e12,
  tib: 1024 * GIB,
};

/**
 * A size as people write it: `1048576`, `512KiB`, `64M`, `1.5GB`, `4 GiB` (K, M, G, T alone are binary; KB, MB, …
 * decimal). Undefined when it is not one.
 */
export function parseSize(text: string): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  if (!m) return undefined;
  const unit = UNITS[(m[2] ?? '').toLowerCase()];
  if (unit === undefined) return undefined;
  const n = Math.floor(Number(m[1]) * unit);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** A byte count for messages: "1 MiB", "4 GiB", "1,500 bytes". */
export function formatSize(bytes: number): string {
  for (const [unit, size] of [
    ['TiB', 1024 * GIB],
    ['GiB', GIB],
    ['MiB', MIB],
    ['KiB', KIB],
  ] as const) {
    if (bytes >= size && bytes % size === 0) return `${bytes / size} ${unit}`;
  }
  return `${bytes.toLocaleString('en-US')} bytes`;
}

export function formatLimit(key: keyof AllLimits, value: number): string {
  return limitSpec(key).count ? String(value) : formatSize(value);
}

/** One sentence for a file over a limit: which limit, the file, and how to raise it if the file is genuine. */
export function overLimit(key: keyof AllLimits, value: number, subject: string, detail: string): string {
  const spec = limitSpec(key);
  const more = spec.count ? String(value * 2) : formatLimit(key, value * 2).replace(' ', '');
  return (
    `${subject} ${detail}, over the ${spec.what} of ${formatLimit(key, value)}; if it is genuine card data, ` +
    `raise the limit with ${spec.option} ${more} or ${spec.env}=${more}; the card database was not changed`
  );
}

/** A limit value that cannot be read. */
export class LimitValueError extends Error {}

/**
 * The limits in force: an option given wins over the environment variable, which wins over the default. `given`
 * holds the options' raw text by key.
 */
export function resolveLimits(
  given: Partial<Record<keyof AllLimits, string | undefined>>,
  env: Readonly<Record<string, string | undefined>>,
): AllLimits {
  const out: Record<keyof AllLimits, number> = { ...DEFAULT_LIMITS };
  for (const spec of LIMITS) {
    const fromOption = given[spec.key];
    const fromEnv = env[spec.env];
    const text = fromOption ?? (fromEnv !== undefined && fromEnv.trim() !== '' ? fromEnv : undefined);
    if (text === undefined) continue;
    const value = spec.count ? (/^\s*\d+\s*$/.test(text) ? Number(text) : undefined) : parseSize(text);
    if (value === undefined || value < 1 || !Number.isSafeInteger(value)) {
      const source = fromOption !== undefined ? spec.option : spec.env;
      const example = spec.count ? 'a whole number, e.g. 128' : 'a size such as 8GiB, 512MB or 2097152';
      throw new LimitValueError(`${source} "${text}" is not ${example}`);
    }
    out[spec.key] = value;
  }
  return out;
}

/** A refusal as `db import`, `db update` and the web app print it: it says the card database was not changed. */
export function unchanged(message: string): string {
  return /unchanged|not changed/.test(message) ? message : `${message}. The card database was not changed.`;
}

/**
 * `deckcheck db import <file>`, `deckcheck db update`, `deckcheck db status`: the card database.
 * Exit codes: 0 done; 1 `status` found no database; 2 could not run (bad file, failed download, …), with the reason.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import type { HeaderInfo } from '../../db/file.js';
import { languageName } from '../../db/languages.js';
import { DEFAULT_LIMITS, formatLimit, LIMITS, LimitValueError, resolveLimits, unchanged, type AllLimits } from '../../db/limits.js';
import { databasePath, resolveDataDir } from '../../db/paths.js';
import { LIST_HISTORY } from '../../data/banlists.js';
import { FORMATS } from '../../formats/formats.js';
import { extensionKey, formatKnowledge } from '../../formats/knowledge.js';
import { EXIT_CANNOT_RUN, EXIT_ILLEGAL, EXIT_LEGAL, UsageError, type CliIo } from '../io.js';

interface DataDirOption {
  readonly dataDir?: string;
}

/** --max-size, --max-string, --max-depth, --max-download as given (commander's camel-case keys). */
interface LimitOptions {
  readonly maxSize?: string;
  readonly maxString?: string;
  readonly maxDepth?: string;
  readonly maxDownload?: string;
}

function limitsOf(opts: LimitOptions, io: CliIo): AllLimits {
  try {
    return resolveLimits(
      { maxBytes: opts.maxSize, maxString: opts.maxString, maxDepth: opts.maxDepth, maxDownload: opts.maxDownload },
      io.env,
    );
  } catch (e) {
    if (e instanceof LimitValueError) throw new UsageError(e.message);
    throw e;
  }
}

/** The options that raise (or lower) a limit, with their defaults and environment variables in the help. */
function limitOptions(cmd: Command, keys: readonly (keyof AllLimits)[]): Command {
  const help: Record<keyof AllLimits, string> = {
    maxBytes: 'refuse card data larger than this once decompressed',
    maxString: 'refuse a string, number or card field longer than this',
    maxDepth: 'refuse objects and arrays nested deeper than this',
    maxDownload: 'refuse a download larger than this',
  };
  for (const spec of LIMITS) {
    if (!keys.includes(spec.key)) continue;
    const arg = spec.count ? '<n>' : '<size>';
    cmd.option(`${spec.option} ${arg}`, `${help[spec.key]} (default ${formatLimit(spec.key, DEFAULT_LIMITS[spec.key])}, or $${spec.env})`);
  }
  return cmd;
}

const IMPORT_LIMITS: readonly (keyof AllLimits)[] = ['maxBytes', 'maxString', 'maxDepth'];

const DATA_DIR_HELP = 'card database directory (default: $DECKCHECK_DATA_DIR, else the user cache directory)';

function number(n: number): string {
  return n.toLocaleString('en-US');
}

function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

function dataDirOf(opts: DataDirOption, io: CliIo): string {
  const dir = resolveDataDir(opts.dataDir, io.env, io.cwd);
  if (!dir) {
    throw new UsageError(
      'no data directory: give --data-dir <dir> or set DECKCHECK_DATA_DIR (HOME and XDG_CACHE_HOME are not set)',
    );
  }
  return dir.dir;
}

function summary(info: HeaderInfo): string {
  const langs = Object.keys(info.languages).length;
  const skipped = Object.entries(info.skipped);
  return (
    `${number(info.cards)} cards · ${number(info.names)} English names (cards and faces) · ` +
    `${number(info.foreignNames)} foreign names in ${langs} language${langs === 1 ? '' : 's'} · ` +
    `${number(info.aliases)} other printed names\n` +
    `  ${holdsLine(info)}` +
    (skipped.length > 0
      ? `\n  skipped facts the data gave in the wrong shape: ${skipped.map(([f, n]) => `${f} ${number(n)}`).join(', ')}`
      : '')
  );
}

/** What the cards carry: characteristics, printings and the set table, and what is missing. */
function holdsLine(info: Pick<HeaderInfo, 'holds' | 'sets' | 'source'>): string {
  const chars = info.holds.characteristics ? 'characteristics (costs, types, text, colour identity)' : 'no characteristics';
  return info.holds.printings
    ? `${chars} · printings (set, rarity, date, availability) · ${number(info.sets)} sets`
    : `${chars} · no printings or sets: ${info.source} has no per-printing facts (import MTGJSON AllPrintings or ` +
        'Scryfall default-cards/all-cards for them)';
}

/** A progress bar on a terminal (redrawn in place), or nothing. */
function progressBar(io: CliIo, label: string): { update: (done: number, total: number | null) => void; end: () => void } {
  if (!io.stderrIsTTY) return { update: () => undefined, end: () => undefined };
  let last = 0;
  let drawn = false;
  const draw = (done: number, total: number | null) => {
    const width = 30;
    if (total !== null && total > 0) {
      const share = Math.min(1, done / total);
      const fill = Math.round(share * width);
      io.stderr(
        `\r${label} [${'#'.repeat(fill)}${'-'.repeat(width - fill)}] ${String(Math.floor(share * 100)).padStart(3)}% ` +
          `${megabytes(done)} of ${megabytes(total)} `,
      );
    } else {
      io.stderr(`\r${label} ${megabytes(done)} `);
    }
    drawn = true;
  };
  return {
    update(done, total) {
      const now = Date.now();
      if (now - last < 100 && !(total !== null && done >= total)) return;
      last = now;
      draw(done, total);
    },
    end() {
      if (drawn) io.stderr('\n');
    },
  };
}

async function runImport(file: string, opts: DataDirOption & LimitOptions, io: CliIo): Promise<number> {
  const dir = dataDirOf(opts, io);
  const limits = limitsOf(opts, io);
  const { importCardFile, ImportError } = await import('../../db/import.js');
  const started = Date.now();
  const bar = progressBar(io, `reading ${path.basename(file)}`);
  try {
    const result = await importCardFile(path.resolve(io.cwd, file), dir, { onProgress: bar.update, limits });
    bar.end();
    const info = result.info;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    io.stdout(
      `Imported ${info.source}${info.version ? ` ${info.version}` : ''} (${info.date}) from ${info.file} in ${seconds} s\n` +
        `  ${summary(info)}\n` +
        `  written to ${result.path} (${megabytes(result.bytes)})\n`,
    );
    return EXIT_LEGAL;
  } catch (e) {
    bar.end();
    if (e instanceof ImportError) throw new UsageError(unchanged(e.message));
    throw e;
  }
}

/** The message, saying that the previous database is unchanged (unless it says so already). */

async function runUpdate(opts: DataDirOption & LimitOptions & { url?: string; atomic?: boolean }, io: CliIo): Promise<number> {
  const dir = dataDirOf(opts, io);
  const limits = limitsOf(opts, io);
  const { updateDatabase } = await import('../../db/update.js');
  const { DownloadError } = await import('../../db/download.js');
  const { ImportError } = await import('../../db/import.js');
  const bar = progressBar(io, 'downloading');
  try {
    const result = await updateDatabase(dir, {
      ...(opts.url !== undefined ? { url: opts.url } : {}),
      ...(opts.atomic ? { atomic: true } : {}),
      maxBytes: limits.maxDownload,
      limits,
      onProgress: bar.update,
      onStep: (text) => {
        if (!text.startsWith('downloading ')) bar.end();
        io.stderr(`deckcheck: ${text}\n`);
      },
    });
    const info = result.info;
    io.stdout(
      `Updated the card database: ${info.source}${info.version ? ` ${info.version}` : ''} (${info.date})\n` +
        `  downloaded ${megabytes(result.downloaded)} from ${result.url}, SHA-256 ${result.sha256} verified\n` +
        `  ${summary(info)}\n` +
        `  written to ${result.path} (${megabytes(result.bytes)})\n`,
    );
    return EXIT_LEGAL;
  } catch (e) {
    bar.end();
    if (e instanceof DownloadError) throw new UsageError(e.message);
    if (e instanceof ImportError) throw new UsageError(unchanged(e.message));
    throw e;
  }
}

async function runStatus(opts: DataDirOption & { json?: boolean }, io: CliIo): Promise<number> {
  const dir = dataDirOf(opts, io);
  const { readDatabaseFile, DatabaseError } = await import('../../db/load.js');
  const file = databasePath(dir);
  let db;
  try {
    db = await readDatabaseFile(dir);
  } catch (e) {
    if (e instanceof DatabaseError) throw new UsageError(e.message);
    throw e;
  }
  if (!db) {
    if (opts.json) io.stdout(`${JSON.stringify({ schemaVersion: 1, present: false, path: file }, null, 2)}\n`);
    else {
      io.stdout(
        `No card database in ${dir}.\n` +
          'Get one with "deckcheck db update" (downloads MTGJSON AllPrintings) or "deckcheck db import <file>".\n' +
          'Without it, deckcheck checks deck sizes, copy limits and the banned and restricted lists, but not card ' +
          'names or card-pool legality.\n',
      );
    }
    return EXIT_ILLEGAL;
  }
  const h = db.header;
  const size = (await stat(file)).size;
  if (opts.json) {
    const doc = {
      schemaVersion: 1,
      present: true,
      path: file,
      size,
      source: h.source,
      version: h.version,
      date: h.date,
      file: h.file,
      importedAt: h.importedAt,
      cards: h.cards,
      names: h.names,
      foreignNames: h.foreignNames,
      languages: h.languages,
      formats: h.formats,
      holds: h.holds,
      sets: h.sets,
      aliases: h.aliases,
      skipped: h.skipped,
      knowledge: knowledgeRows(h),
    };
    io.stdout(`${JSON.stringify(doc, null, 2)}\n`);
    return EXIT_LEGAL;
  }
  const languages = Object.entries(h.languages)
    .map(([code, n]) => `${code} ${languageName(code)} ${number(n)}`)
    .join(' · ');
  io.stdout(
    [
      `Card database  ${file} (${megabytes(size)})`,
      `Source         ${h.source}${h.version ? ` ${h.version}` : ''}, from ${h.file}`,
      `Date           ${h.date} (imported ${h.importedAt})`,
      `Cards          ${number(h.cards)}`,
      `Names          ${number(h.names)} English (card and face names), ${number(h.foreignNames)} foreign, ` +
        `${number(h.aliases)} other printed names`,
      `Holds          ${holdsLine(h)}`,
      `Languages      ${languages || 'none'}`,
      `Formats        ${h.formats.join(', ') || 'none'}`,
      ...knowledgeLines(h),
      '',
    ].join('\n'),
  );
  return EXIT_LEGAL;
}

/** Per built-in format: deckcheck's knowledge date, the data's key for it, and whether the data extends it. */
function knowledgeRows(h: Pick<HeaderInfo, 'formats' | 'date'>) {
  return FORMATS.flatMap((f) => {
    const knowledge = formatKnowledge(f, f.list ? (LIST_HISTORY[f.list] ?? null) : null);
    if (!knowledge || f.lastDay !== undefined) return [];
    const key = extensionKey(f, h.formats) ?? null;
    return [{ format: f.id, knownThrough: knowledge.day, dataKey: key, extends: key !== null && h.date > knowledge.day }];
  });
}

/** "Known through" and "Extends": what deckcheck knows of each format, and which the data carries further. */
function knowledgeLines(h: Pick<HeaderInfo, 'formats' | 'date'>): string[] {
  const rows = knowledgeRows(h);
  const byDay = new Map<string, string[]>();
  for (const r of rows) byDay.set(r.knownThrough, [...(byDay.get(r.knownThrough) ?? []), r.format]);
  const known = [...byDay].sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0)).map(([day, ids]) => `${day}: ${ids.join(', ')}`);
  const extended = rows.filter((r) => r.extends).map((r) => r.format);
  return [
    `Known through  deckcheck's own lists and pools: ${known.join('; ')}`,
    extended.length > 0
      ? `Extends        ${extended.join(', ')}: checks after their knowledge date use this data's legalities of ${h.date}`
      : `Extends        none: the data gives no legalities newer than deckcheck's own lists`,
  ];
}

export function addDbCommand(program: Command, io: CliIo, setCode: (n: number) => void): void {
  const db = program
    .command('db')
    .description('the card database: every card, the names players write, format legality')
    .showHelpAfterError('(run "deckcheck db --help" for the commands)')
    .action(() => {
      io.stderr(db.helpInformation());
      setCode(EXIT_CANNOT_RUN);
    });

  limitOptions(
    db
      .command('import')
      .description('import MTGJSON AtomicCards/AllPrintings or a Scryfall bulk card file (.json or .gz)')
      .argument('<file>', 'the card data file')
      .option('--data-dir <dir>', DATA_DIR_HELP),
    IMPORT_LIMITS,
  ).action(async (file: string, opts: DataDirOption & LimitOptions) => {
    setCode(await runImport(file, opts, io));
  });

  limitOptions(
    db
      .command('update')
      .description("download MTGJSON's AllPrintings (every card and printing), verify its SHA-256, import it")
      .option(
        '--atomic',
        'download the smaller AtomicCards instead: no printings, so card pools by date, printed names and promo dates are not checked',
      )
      .option('--url <url>', 'download from this address instead (its checksum: the same address + ".sha256")')
      .option('--data-dir <dir>', DATA_DIR_HELP),
    ['maxDownload', ...IMPORT_LIMITS],
  ).action(async (opts: DataDirOption & LimitOptions & { url?: string; atomic?: boolean }) => {
    setCode(await runUpdate(opts, io));
  });

  db.command('status')
    .description('where the card database is, its source and date, how many cards, names and languages')
    .option('--json', 'as JSON')
    .option('--data-dir <dir>', DATA_DIR_HELP)
    .action(async (opts: DataDirOption & { json?: boolean }) => {
      setCode(await runStatus(opts, io));
    });
}

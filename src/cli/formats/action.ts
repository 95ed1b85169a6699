/** `deckcheck formats`: every format with its deck rules, card pool and the dates its history covers. */
import { LIST_HISTORY, type ListHistory } from '../../data/banlists.js';
import { DATA_FORMATS, FORMATS, type FormatDef } from '../../formats/formats.js';
import { poolDescription } from '../../formats/pool.js';
import { formatKnowledge } from '../../formats/knowledge.js';
import type { CliIo } from '../io.js';

interface FormatEntry {
  readonly id: string;
  readonly name: string;
  readonly kind: FormatDef['kind'];
  readonly deckMin: number;
  readonly deckMinReference: string;
  /** A maximum or exact main deck size (outside the Commander family); null: none. */
  readonly deckMax: number | null;
  /** null: no maximum. */
  readonly sideboardMax: number | null;
  /** null: no limit. */
  readonly copyLimit: number | null;
  /** Singleton outside the Commander family: "main" or "main+sideboard"; null: not singleton (or Commander's own). */
  readonly singleton: string | null;
  /**
   * The banned/restricted history: its first day, its newest change, how many changes, and the day the format's own
   * list was last confirmed complete (null: not given); null without a list.
   */
  readonly list: {
    readonly since: string;
    readonly newestChange: string | null;
    readonly changes: number;
    readonly knownThrough: string | null;
  } | null;
  /** A points limit: the maximum, the tables' days, the newest table's source, the day known complete. */
  readonly points: {
    readonly max: number;
    readonly tables: readonly string[];
    readonly newestSource: string | null;
    readonly knownThrough: string | null;
    readonly reference: string;
    /** Changes known to be in force by a day after the newest table, whose tables deckcheck does not hold. */
    readonly changesNotHeld: readonly { readonly day: string; readonly announced: string | null; readonly source: string }[];
  } | null;
  readonly pool: { readonly id: string; readonly description: string };
  /** A format file's card list: its file and how many names it has. */
  readonly cardList: { readonly file: string; readonly names: number } | null;
  /** A retired format's last day. */
  readonly lastDay: string | null;
  /** Commander-family formats: the exact deck size (counting the command zone) and what the command zone holds. */
  readonly commander: { readonly deckSize: number; readonly zone: string } | null;
  /**
   * The last day deckcheck's own lists and pool rules are known to be complete (its knowledge date), with the list's
   * and the pool tables' own days and sources; null for a format with neither (casual, Sealed, Draft).
   */
  readonly knownThrough: {
    readonly day: string;
    readonly lists: { readonly day: string; readonly source: string } | null;
    readonly pool: { readonly day: string; readonly source: string } | null;
  } | null;
  /** The format's own rules, cited in every finding (format files, Highlander formats); null: none. */
  readonly reference: string | null;
  /** Formats written as format-file data: the built-in format they start from, the file they were read from. */
  readonly base: string | null;
  readonly file: string | null;
  readonly sources: readonly string[];
  readonly notes: readonly string[];
}

/** What each kind of command zone holds, in words. */
const ZONES: Readonly<Record<string, string>> = {
  commander: 'a commander, or two that allow it',
  brawl: 'a legendary creature or planeswalker',
  oathbreaker: 'a planeswalker and its signature spell',
  'pauper-commander': 'an uncommon creature',
};

function finite(n: number): number | null {
  return Number.isFinite(n) ? n : null;
}

/** One format's entry; `history` is its banned/restricted history (a format file's combined one), if any. */
export function formatEntry(f: FormatDef, history: ListHistory | undefined): FormatEntry {
  const points = f.points;
  const knowledge = formatKnowledge(f, history ?? null);
  return {
    id: f.id,
    name: f.name,
    kind: f.kind,
    deckMin: f.deckMin,
    deckMinReference: f.deckMinReference,
    deckMax: f.deckExact ?? f.deckMax ?? null,
    sideboardMax: finite(f.sideboardMax),
    copyLimit: finite(f.copyLimit),
    singleton: f.singleton?.scope ?? null,
    list: history
      ? {
          since: history.since,
          newestChange: history.events.at(-1)?.effective ?? null,
          changes: history.events.length,
          knownThrough: f.ownList?.knownThrough ?? null,
        }
      : null,
    points: points
      ? {
          max: points.max,
          tables: points.tables.map((t) => t.effective),
          newestSource: points.tables.at(-1)?.source ?? null,
          knownThrough: points.knownThrough ?? null,
          reference: points.reference,
          changesNotHeld: (points.changesNotHeld ?? []).map((c) => ({ day: c.day, announced: c.announced ?? null, source: c.source })),
        }
      : null,
    pool: { id: f.pool, description: poolDescription(f.pool) },
    cardList: f.cardList ? { file: f.cardList.file, names: f.cardList.size } : null,
    lastDay: f.lastDay?.day ?? null,
    commander: f.commander ? { deckSize: f.commander.deckSize, zone: f.commander.zone } : null,
    knownThrough: knowledge ? { day: knowledge.day, lists: knowledge.lists ?? null, pool: knowledge.pool ?? null } : null,
    reference: f.reference ?? null,
    base: f.fromFile?.base ?? null,
    file: f.fromFile?.file ?? null,
    sources: f.sources ?? [],
    notes: f.notes ?? [],
  };
}

/**
 * Every built-in format's entry. `own`: the histories of the formats with a list of their own on top of their base's
 * (written as format-file data), as src/api.ts formatHistory combines them.
 */
export function formatEntries(own: ReadonlyMap<string, ListHistory | null> = new Map()): FormatEntry[] {
  return FORMATS.map((f) => formatEntry(f, (f.ownList ? own.get(f.id) : f.list ? LIST_HISTORY[f.list] : undefined) ?? undefined));
}

function text(e: FormatEntry): string {
  const deck = e.commander
    ? `deck exactly ${e.commander.deckSize} with the command zone (${e.deckMinReference}), no sideboard, one of each ` +
      `card but basic lands; command zone: ${ZONES[e.commander.zone] ?? e.commander.zone}`
    : `deck ${e.deckMax !== null && e.deckMax === e.deckMin ? `exactly ${e.deckMin}` : `${e.deckMin}+`}` +
      `${e.deckMax !== null && e.deckMax !== e.deckMin ? ` up to ${e.deckMax}` : ''} (${e.deckMinReference}), ` +
      `sideboard ${e.sideboardMax === null ? 'any size' : e.sideboardMax === 0 ? 'none' : `up to ${e.sideboardMax}`}, ` +
      (e.singleton !== null
        ? `one of each card but basic lands (${e.singleton === 'main' ? 'in the main deck' : 'across main deck and sideboard'})`
        : `${e.copyLimit === null ? 'no copy limit' : `${e.copyLimit} copies`}`);
  const list = e.list
    ? `banned/restricted history ${e.list.since} to ${e.lastDay ?? 'today'} (${e.list.changes} changes, newest ${e.list.newestChange ?? 'none'}` +
      `${e.list.knownThrough !== null ? `; own list known through ${e.list.knownThrough}` : ''})`
    : 'no banned/restricted list';
  const lines = [deck, list];
  // After the knowledge date, card data of a later date extends the lists and pool (deckcheck db update).
  if (e.knownThrough !== null) {
    lines.push(
      e.lastDay !== null
        ? `complete: the format ended on ${e.lastDay}`
        : e.base !== null || e.file !== null
          ? `known through ${e.knownThrough.day}; later days: the format's own announcements (card data carries no legality for it)`
          : `known through ${e.knownThrough.day}; later days: card data of a later date (deckcheck db update)`,
    );
  }
  if (e.points) {
    lines.push(
      `points: at most ${e.points.max} (${e.points.reference}); ${e.points.tables.length} dated table${e.points.tables.length === 1 ? '' : 's'} ` +
        `${e.points.tables[0] ?? ''} to ${e.points.tables.at(-1) ?? ''}${e.points.knownThrough !== null ? `, known through ${e.points.knownThrough}` : ''}` +
        `${e.points.newestSource !== null ? `; newest: ${e.points.newestSource}` : ''}`,
    );
    for (const c of e.points.changesNotHeld) lines.push(`points changed by ${c.day}, table not held: ${c.source}`);
  }
  const only = e.cardList ? `; only the ${e.cardList.names} names of ${e.cardList.file} (and basic lands)` : '';
  lines.push(`card pool: ${e.pool.description}${only}`);
  if (e.base !== null || e.file !== null) lines.push(`${e.file !== null ? `read from ${e.file}, ` : ''}based on ${e.base ?? 'no built-in format'}`);
  if (e.reference !== null) lines.push(`rules: ${e.reference}`);
  for (const s of e.sources) lines.push(`source: ${s}`);
  for (const n of e.notes) lines.push(`note: ${n}`);
  return lines.join('\n');
}

export async function runFormats(opts: { json?: boolean; formatFile?: string }, io: CliIo): Promise<number> {
  const { formatHistory } = await import('../../api/engine.js');
  let entries: FormatEntry[];
  if (opts.formatFile !== undefined) {
    const { loadFormatFile } = await import('../format-file-input.js');
    const { prepareOrExplain } = await import('../check/action.js');
    const input = await loadFormatFile(opts.formatFile, io);
    // Read as a check would read it: its base, its lists, its card list (by the embedded names; no card database).
    const prepared = await prepareOrExplain({ formatFile: input });
    entries = [formatEntry(prepared.format, (await formatHistory(prepared.format)) ?? undefined)];
  } else {
    const own = new Map<string, ListHistory | null>();
    for (const f of FORMATS) if (f.ownList) own.set(f.id, await formatHistory(f));
    entries = formatEntries(own);
    // The formats written as format-file data, each loaded and read as a check reads it.
    const { loadDataFormat } = await import('../../formats/builtin.js');
    for (const { id } of DATA_FORMATS) {
      const f = await loadDataFormat(id);
      if (f) entries.push(formatEntry(f, (await formatHistory(f)) ?? undefined));
    }
  }
  if (opts.json) {
    io.stdout(`${JSON.stringify({ schemaVersion: 1, formats: entries }, null, 2)}\n`);
    return 0;
  }
  const width = Math.max(...entries.map((e) => e.id.length));
  const pad = ' '.repeat(width + 1);
  for (const e of entries) io.stdout(`${e.id.padEnd(width)} ${e.name}\n${pad}${text(e).split('\n').join(`\n${pad}`)}\n`);
  return 0;
}

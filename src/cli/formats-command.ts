/** `deckcheck formats`: every format with its deck rules, card pool and the dates its history covers. */
import { LIST_HISTORY } from '../data/banlists.js';
import { FORMATS, type FormatDef } from '../formats/formats.js';
import { poolDescription } from '../formats/pool.js';
import { formatKnowledge } from '../formats/knowledge.js';
import type { CliIo } from './io.js';

interface FormatEntry {
  readonly id: string;
  readonly name: string;
  readonly kind: FormatDef['kind'];
  readonly deckMin: number;
  readonly deckMinReference: string;
  /** null: no maximum. */
  readonly sideboardMax: number | null;
  /** null: no limit. */
  readonly copyLimit: number | null;
  /** The banned/restricted history: its first day, its newest change and how many changes; null without a list. */
  readonly list: { readonly since: string; readonly newestChange: string | null; readonly changes: number } | null;
  readonly pool: { readonly id: string; readonly description: string };
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

export function formatEntries(): FormatEntry[] {
  return FORMATS.map((f) => {
    const history = f.list ? LIST_HISTORY[f.list] : undefined;
    const knowledge = formatKnowledge(f, history ?? null);
    return {
      id: f.id,
      name: f.name,
      kind: f.kind,
      deckMin: f.deckMin,
      deckMinReference: f.deckMinReference,
      sideboardMax: finite(f.sideboardMax),
      copyLimit: finite(f.copyLimit),
      list: history
        ? { since: history.since, newestChange: history.events.at(-1)?.effective ?? null, changes: history.events.length }
        : null,
      pool: { id: f.pool, description: poolDescription(f.pool) },
      lastDay: f.lastDay?.day ?? null,
      commander: f.commander ? { deckSize: f.commander.deckSize, zone: f.commander.zone } : null,
      knownThrough: knowledge ? { day: knowledge.day, lists: knowledge.lists ?? null, pool: knowledge.pool ?? null } : null,
    };
  });
}

/** The id column: as wide as the longest id. */
const WIDTH = Math.max(...FORMATS.map((f) => f.id.length));

export function runFormats(opts: { json?: boolean }, io: CliIo): number {
  const entries = formatEntries();
  const pad0 = ' '.repeat(WIDTH + 1);
  if (opts.json) {
    io.stdout(`${JSON.stringify({ schemaVersion: 1, formats: entries }, null, 2)}\n`);
    return 0;
  }
  for (const e of entries) {
    const deck = e.commander
      ? `deck exactly ${e.commander.deckSize} with the command zone (${e.deckMinReference}), no sideboard, one of each ` +
        `card but basic lands; command zone: ${ZONES[e.commander.zone] ?? e.commander.zone}`
      : `deck ${e.deckMin}+ (${e.deckMinReference}), sideboard ${e.sideboardMax === null ? 'any size' : `up to ${e.sideboardMax}`}, ` +
        `${e.copyLimit === null ? 'no copy limit' : `${e.copyLimit} copies`}`;
    const list = e.list
      ? `banned/restricted history ${e.list.since} to ${e.lastDay ?? 'today'} (${e.list.changes} changes, newest ${e.list.newestChange ?? 'none'})`
      : 'no banned/restricted list';
    // After the knowledge date, card data of a later date extends the lists and pool (deckcheck db update).
    const known =
      e.knownThrough === null
        ? ''
        : e.lastDay !== null
          ? `${pad0}complete: the format ended on ${e.lastDay}\n`
          : `${pad0}known through ${e.knownThrough.day}; later days: card data of a later date (deckcheck db update)\n`;
    io.stdout(`${e.id.padEnd(WIDTH)} ${e.name}\n${pad0}${deck}\n${pad0}${list}\n${known}${pad0}card pool: ${e.pool.description}\n`);
  }
  return 0;
}

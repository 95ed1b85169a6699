/**
 * The library API: everything the CLI does, without the CLI. Usable from other programs.
 */
import { readFile } from 'node:fs/promises';
import { embeddedIndex } from './cards/index.js';
import { checkUnits, type CardDatabaseInfo, type CheckReport, type Unit } from './check/check.js';
import { FORMAT_IDS, findFormat, type FormatDef } from './formats/formats.js';
import { ListDateError, historyCardNames, listsInForce, type ListsInForce } from './formats/lists.js';
import { parseTextDeck } from './parse/text.js';
import type { Finding } from './report/diagnostic.js';
import type { TeamOverridePolicy } from './rules/types.js';
import type { CardIndex } from './cards/index.js';
import { decodeText } from './input/decode.js';

export interface CheckSettings {
  /** Format id (default "casual"). */
  readonly format?: string;
  /** YYYY-MM-DD; default: today (local time). */
  readonly date?: string;
  /** The decks are one Two-Headed Giant team. */
  readonly team?: boolean;
  readonly teamOverrides?: TeamOverridePolicy;
  /**
   * Directory of the card database (see `deckcheck db`). When it holds one, checks also know every card: unknown
   * names, foreign-language names, card-pool legality. Without it, only the embedded facts are used.
   */
  readonly dataDir?: string;
}

/** Settings that cannot be used (unknown format, impossible date, …). The CLI exits 2 on these. */
export class SettingsError extends Error {}

export interface PreparedCheck {
  readonly format: FormatDef;
  readonly date: string;
  readonly lists: ListsInForce | null;
  readonly index: CardIndex;
  readonly team: boolean;
  readonly teamOverrides: TeamOverridePolicy;
  /** The card database in use (null: none). */
  readonly cardDatabase?: CardDatabaseInfo | null;
  /** Notes for the report about what this check can and cannot tell. */
  readonly notes?: readonly string[];
}

export const IMPORT_HINT =
  'To check card names and card-pool legality too, get a card database: deckcheck db update (downloads ' +
  "MTGJSON's card data) or deckcheck db import <file>.";

export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

/** Validate settings and load what the check needs (the format's dated lists only when it has them). */
export async function prepareCheck(settings: CheckSettings = {}): Promise<PreparedCheck> {
  const formatId = settings.format ?? 'casual';
  const format = findFormat(formatId);
  if (!format) {
    throw new SettingsError(`unknown format "${formatId}"; use one of: ${FORMAT_IDS.join(', ')}`);
  }
  const date = settings.date ?? todayIso();
  if (!isIsoDate(date)) {
    throw new SettingsError(`"${date}" is not a date; write the day as YYYY-MM-DD, e.g. 2025-01-15`);
  }
  let lists: ListsInForce | null = null;
  let extraNames: string[] = [];
  if (format.list) {
    const { LIST_HISTORY } = await import('./data/banlists.js');
    const history = LIST_HISTORY[format.list];
    try {
      lists = listsInForce(history, date);
    } catch (e) {
      if (e instanceof ListDateError) throw new SettingsError(e.message);
      throw e;
    }
    extraNames = historyCardNames(history);
  }
  let index: CardIndex = embeddedIndex(extraNames);
  let cardDatabase: CardDatabaseInfo | null = null;
  const notes: string[] = [];
  if (settings.dataDir !== undefined) {
    const db = await import('./db/load.js');
    let opened;
    try {
      opened = await db.openCardDatabase(settings.dataDir, index);
    } catch (e) {
      if (e instanceof db.DatabaseError) throw new SettingsError(e.message);
      throw e;
    }
    if (opened) {
      index = opened.index;
      cardDatabase = opened.info;
      notes.push(...db.databaseNotes(opened.info, format, date));
    } else {
      notes.push(IMPORT_HINT);
    }
  }
  return {
    format,
    date,
    lists,
    index,
    team: settings.team ?? false,
    teamOverrides: settings.teamOverrides ?? 'lenient',
    cardDatabase,
    notes,
  };
}

export interface DeckText {
  /** The file name shown in reports. */
  readonly file: string;
  readonly text: string;
  /** Findings from reading the bytes (e.g. an encoding fallback). */
  readonly inputFindings?: readonly Finding[];
}

/** Check decklists already read into text. Never throws on user input. */
export function checkTexts(prepared: PreparedCheck, decks: readonly DeckText[]): CheckReport {
  const parsed = decks.map((d) => {
    const p = parseTextDeck(d.text, d.file);
    return d.inputFindings && d.inputFindings.length > 0
      ? { ...p, diagnostics: [...d.inputFindings, ...p.diagnostics] }
      : p;
  });
  const units: Unit[] = prepared.team
    ? [{ kind: 'team', name: parsed.map((p) => p.file).join(' + '), decks: parsed }]
    : parsed.map((deck) => ({ kind: 'deck', deck }));
  return checkUnits(units, {
    format: prepared.format,
    date: prepared.date,
    lists: prepared.lists,
    index: prepared.index,
    teamOverrides: prepared.teamOverrides,
    cardDatabase: prepared.cardDatabase ?? null,
    notes: prepared.notes ?? [],
  });
}

/** Read and check decklist files (a convenience for library users; the CLI reads files itself for better errors). */
export async function checkFiles(paths: readonly string[], settings: CheckSettings = {}): Promise<CheckReport> {
  const prepared = await prepareCheck(settings);
  const decks: DeckText[] = [];
  for (const file of paths) {
    const decoded = decodeText(await readFile(file));
    decks.push({ file, text: decoded.text });
  }
  return checkTexts(prepared, decks);
}

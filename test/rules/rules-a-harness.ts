/**
 * The harness of the mutation-* tables of the card, colour-identity, commander and companion rules: a deck text
 * checked in-process (src/check) for a format and day, with the hand-written card facts of test/commander/cards.ts
 * plus a row's own made-up cards, a card database record of its choosing (or none) and a set table. Rows state the
 * findings of one rule, in order, by the keys a user reads (severity, line, card, count, limit, reference, message).
 */
import { expect } from 'vitest';
import type { CardDatabaseInfo, Color, SetFacts } from '../../src/cards/facts.js';
import { embeddedIndex, type CardInfo } from '../../src/cards/index.js';
import { checkUnits } from '../../src/check/check.js';
import { listHistory, type ListHistory } from '../../src/data/banlists.js';
import { loadDataFormat } from '../../src/formats/builtin.js';
import { DATA_FORMATS, findFormat, type FormatDef } from '../../src/formats/formats.js';
import { listsInForce } from '../../src/formats/lists.js';
import { parseTextDeck } from '../../src/parse/text.js';
import { findVariant } from '../../src/variants/variants.js';
import { embeddedSpecialCards } from '../../src/variants/special-cards.js';
import type { Finding } from '../../src/diagnostic.js';
import { indexWithFacts, TEST_DATABASE } from '../commander/cards.js';

export const NOW = '2026-11-01';

export interface Case {
  readonly format: string;
  readonly date?: string;
  readonly text: string;
  /** Made-up cards added to the index (a name that is already there is replaced). */
  readonly cards?: readonly CardInfo[];
  /** The card database in use: the hand-written facts (default), another record, or none (the embedded facts only). */
  readonly db?: CardDatabaseInfo | null;
  /** The data's set table (default: empty, as without one in the app); null: none passed at all. */
  readonly sets?: readonly SetFacts[] | null;
  readonly commanderColors?: readonly Color[];
  /** A hand-written list history for the format instead of its own (src/data/lists). */
  readonly history?: ListHistory;
  /** A casual variant (--variant), with the embedded scheme and planar cards. */
  readonly variant?: string;
}

/** The formats written as format-file data (src/data/formats), loaded once: check() is synchronous. */
const DATA_FORMAT_DEFS = new Map<string, FormatDef | undefined>(
  await Promise.all(DATA_FORMATS.map(async (f) => [f.id, await loadDataFormat(f.id)] as const)),
);

/** Every finding of the deck, in report order. */
export function check(c: Case): readonly Finding[] {
  const format = findFormat(c.format) ?? DATA_FORMAT_DEFS.get(c.format);
  if (!format) throw new Error(`no format ${c.format}`);
  const date = c.date ?? NOW;
  const db = c.db === undefined ? TEST_DATABASE : c.db;
  const index = db === null ? embeddedIndex() : indexWithFacts(embeddedIndex());
  for (const card of c.cards ?? []) index.add(card);
  const variant = c.variant === undefined ? undefined : findVariant(c.variant);
  if (c.variant !== undefined && !variant) throw new Error(`no variant ${c.variant}`);
  const report = checkUnits([{ kind: 'deck', deck: parseTextDeck(c.text, 'deck.txt') }], {
    format,
    date,
    lists: c.history ? listsInForce(c.history, date) : format.list ? listsInForce(listHistory(format.list), date) : null,
    index,
    teamOverrides: 'lenient',
    cardDatabase: db,
    ...(c.sets === null ? {} : { sets: new Map((c.sets ?? []).map((s) => [s.code, s])) }),
    ...(c.commanderColors ? { commanderColors: c.commanderColors } : {}),
    ...(variant ? { variant: { def: variant, special: embeddedSpecialCards() } } : {}),
  });
  return report.units[0]?.findings ?? [];
}

/** What a row expects of one finding: only the keys it states are compared; `message` is the whole text. */
export type Expected = Partial<Pick<Finding, 'severity' | 'line' | 'column' | 'section' | 'card' | 'count' | 'limit' | 'reference' | 'message'>> & {
  /** The lines of the related locations, in order. */
  readonly related?: readonly (number | null)[];
};

export interface Row extends Case {
  readonly name: string;
  readonly rule: string;
  /** The rule's findings, in report order (empty: none). */
  readonly findings: readonly Expected[];
}

/** The row's rule gives exactly the expected findings, in order. */
export function expectRow(row: Row): void {
  const all = check(row);
  // Every finding is a finding (a rule that returned anything else would show here).
  for (const f of all) expect([typeof f.rule, typeof f.message, typeof f.severity]).toEqual(['string', 'string', 'string']);
  const got = all.filter((f) => f.rule === row.rule);
  const picked = got.map((f, i) => {
    const want = row.findings[i] ?? {};
    return Object.fromEntries(
      Object.keys(want).map((k) => [k, k === 'related' ? f.related.map((l) => l.line) : (f as unknown as Record<string, unknown>)[k]]),
    );
  });
  expect(picked, JSON.stringify(got.map((f) => `${f.severity} ${f.card ?? ''}: ${f.message}`), null, 1)).toEqual(row.findings);
}

/** A Commander-family deck: "Commander", the zone (from line 2), a blank line, "Deck", the main cards, land to `size`. */
export function commanderDeck(zone: readonly string[], main: readonly string[] = [], size = 100, land = 'Forest', extra = ''): string {
  const n = (s: string): number => Number(/^(\d+) /.exec(s)?.[1] ?? 1);
  const line = (s: string): string => (/^\d/.test(s) ? s : `1 ${s}`);
  const used = [...zone, ...main].reduce((t, s) => t + n(s), 0);
  const out = ['Commander', ...zone.map(line), '', 'Deck', ...main.map(line)];
  if (size - used > 0) out.push(`${size - used} ${land}`);
  return `${out.join('\n')}\n${extra}`;
}

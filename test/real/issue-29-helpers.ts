/**
 * The checks of issue 29 that run on every real card database the tests import (the 2022 MTGJSON AllPrintings in
 * test/db/real-data.test.ts, the synthesised 2026 one in test/real/synth-2026.test.ts): nontraditional cards in a
 * deck (card-not-deck-card) and card names that end in parentheses, in each text style.
 */
import { checkTexts } from '../../src/api/engine.js';
import { prepareNodeCheck as prepareCheck } from '../../src/api/node.js';
import { nameKey } from '../../src/cards/normalize.js';
import type { DatabaseIndex } from '../../src/db/database-index.js';
import { resolveDeck } from '../../src/model/model.js';
import { parseTextDeck } from '../../src/parse/text.js';

/** The card types card-not-deck-card reports, as MTGJSON spells them. */
export const NOT_DECK_TYPES = ['Scheme', 'Plane', 'Phenomenon', 'Vanguard'] as const;

/** Every card of the database with one of those types, by name. */
export function nontraditionalCards(index: DatabaseIndex): Map<string, string> {
  const out = new Map<string, string>();
  for (let id = 0; id < index.db.header.cards; id++) {
    const c = index.card(id);
    const t = (c.types ?? []).find((x) => (NOT_DECK_TYPES as readonly string[]).includes(x));
    if (t !== undefined) out.set(c.name, t);
  }
  return out;
}

/** The formats issue 29 sampled: each Constructed pool, the Commander family and Limited. */
export const SAMPLED_FORMATS = ['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'pauper', 'commander', 'sealed'] as const;

/**
 * A deck of every nontraditional card (one copy each, half of them in the sideboard) checked for `format` on `date`:
 * the problems found, one line each (empty when every card got exactly one card-not-deck-card error naming its type
 * and the card database, and no card-not-legal).
 */
export async function nontraditionalProblems(dataDir: string, cards: ReadonlyMap<string, string>, format: string, date: string): Promise<string[]> {
  const names = [...cards.keys()].sort();
  const main = names.filter((_, i) => i % 2 === 0);
  const side = names.filter((_, i) => i % 2 === 1);
  const text = ['Deck', '60 Mountain', ...main.map((n) => `1 ${n}`), '', 'Sideboard', ...side.map((n) => `1 ${n}`)].join('\n');
  const prepared = await prepareCheck({ format, date, dataDir });
  const report = checkTexts(prepared, [{ file: 'd.txt', text }]);
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const f of report.findings) {
    const type = cards.get(f.card ?? '');
    if (type === undefined) continue;
    if (f.rule === 'card-not-legal') problems.push(`${format}: ${f.card ?? ''} also card-not-legal`);
    if (f.rule !== 'card-not-deck-card') continue;
    seen.set(f.card ?? '', (seen.get(f.card ?? '') ?? 0) + 1);
    if (f.severity !== 'error' || !f.message.includes(`is a ${type === 'Vanguard' ? type : type.toLowerCase()} card`)) problems.push(`${format}: ${f.card ?? ''}: ${f.message}`);
    if (!/Source: the card type in the card database \(MTGJSON AllPrintings/.test(f.message)) problems.push(`${format}: ${f.card ?? ''}: no source`);
  }
  for (const n of names) if (seen.get(n) !== 1) problems.push(`${format}: ${n}: ${seen.get(n) ?? 0} card-not-deck-card findings`);
  return problems;
}

/** Every card name of the database that holds parentheses. */
export function parenthesisedNames(index: DatabaseIndex): string[] {
  const out: string[] = [];
  for (let id = 0; id < index.db.header.cards; id++) {
    const name = index.cardName(id);
    if (name.includes('(')) out.push(name);
  }
  return out.sort();
}

/** The text styles a card line is written in: plain, with `x`, SB:, Arena set and number, set prefix, foil, tags, case. */
export const LINE_STYLES: readonly (readonly [style: string, line: (name: string) => string])[] = [
  ['plain', (n) => `1 ${n}`],
  ['1x', (n) => `1x ${n}`],
  ['SB:', (n) => `SB: 1 ${n}`],
  ['Arena set and number', (n) => `1 ${n} (UST) 145`],
  ['set prefix', (n) => `1 [UST] ${n}`],
  ['bracket set', (n) => `1 ${n} [UST]`],
  ['foil mark', (n) => `1 ${n} *F*`],
  ['tag', (n) => `1 ${n} #keep`],
  ['upper case', (n) => `1 ${n.toUpperCase()}`],
  ['lower case', (n) => `1 ${n.toLowerCase()}`],
];

/**
 * Each name (a card name, or another printed name of a card) in each style, read with the database: the problems (the
 * line not read as that one card).
 */
export function parenthesisedProblems(index: DatabaseIndex, names: readonly string[]): string[] {
  const problems: string[] = [];
  for (const written of names) {
    const r = index.resolve(written);
    if (!('card' in r)) {
      problems.push(`${written}: ${r.kind}`);
      continue;
    }
    const name = r.card.name;
    for (const [style, line] of LINE_STYLES.map(([s, l]) => [s, () => l(written)] as const)) {
      const deck = resolveDeck(parseTextDeck(`${line()}\n`, 'd.txt'), index);
      const groups = [...deck.cards.values()];
      const ok = groups.length === 1 && groups[0]?.info !== undefined && nameKey(groups[0].name) === nameKey(name);
      if (!ok || (deck.unknown?.length ?? 0) > 0) problems.push(`${style}: ${line()} → ${groups.map((g) => `${g.name}${g.info ? '' : ' (unknown)'}`).join(', ')}`);
    }
  }
  return problems;
}

/** The card-not-legal findings of a one-card Legacy deck (4 copies and basic lands) on `date`, as "severity: text". */
export async function legacyVerdict(dataDir: string, card: string, date: string): Promise<string[]> {
  const prepared = await prepareCheck({ format: 'legacy', date, dataDir });
  const report = checkTexts(prepared, [{ file: 'd.txt', text: `4 ${card}\n56 Island\n` }]);
  return report.findings.filter((f) => f.rule === 'card-not-legal').map((f) => `${f.severity}: ${f.message}`);
}

import { isFreelyAddedBasic, poolUses, similarPoolCards, useLocations, type Holding, type PoolUse } from '../model/pool.js';
import { sideboardCopies } from '../model/model.js';
import type { Finding } from '../diagnostic.js';
import { plural, sectionBreakdown } from './shared.js';
import type { PoolRule } from './types.js';

const FREE_BASICS = 'Plains, Island, Swamp, Mountain and Forest';

function poolLines(use: PoolUse): string {
  const lines = (use.pool?.entries ?? []).map((e) => e.line);
  if (lines.length === 0) return '';
  const shown = lines.length > 5 ? `${lines.slice(0, 5).join(', ')}, …` : lines.join(', ');
  return ` ${lines.length === 1 ? 'line' : 'lines'} ${shown}`;
}

function holdingText(h: Holding, team: boolean): string {
  if (!team) return sectionBreakdown(h.group);
  const sections = h.group.counts.main === h.copies ? '' : ` (${sectionBreakdown(h.group)})`;
  return `${h.copies} in ${h.deck.file}${sections}`;
}

export const poolCoversDecks: PoolRule = {
  meta: {
    id: 'pool-covers-decks',
    description:
      'Sealed / Draft: a deck (main deck and any sideboard listed) uses only cards of the pool, plus any number of ' +
      'Plains, Island, Swamp, Mountain and Forest; Snow-Covered basics and Wastes come from the pool. With --team, ' +
      "the team's decks together fit in the one team pool.",
    reference: 'CR 100.2b, CR 100.4c, MTR 7.2',
    scope: 'pool',
  },
  check(unit, pool) {
    const out: Finding[] = [];
    for (const use of poolUses(pool, unit.decks)) {
      if (isFreelyAddedBasic(use.key)) continue;
      const have = use.pool?.count ?? 0;
      if (use.used <= have) continue;
      const excess = use.used - have;
      const related = useLocations(use);
      const first = related[0];
      const breakdown = use.holdings.map((h) => holdingText(h, unit.team)).join(' + ');
      const where = unit.team ? ' across the team' : '';
      const poolPart = use.pool
        ? `the ${unit.team ? 'team ' : ''}pool has ${have} (${pool.file}${poolLines(use)})`
        : `it is not in the ${unit.team ? 'team ' : ''}pool (${pool.file})`;
      const basic = use.holdings.some((h) => h.group.info?.basic === true);
      const why = basic
        ? `Only ${FREE_BASICS} may be added to a Limited deck; Snow-Covered basics and Wastes must come from the pool (MTR 7.2).`
        : `A Limited deck may use only cards from its pool, plus any number of ${FREE_BASICS} (CR 100.2b, MTR 7.2).`;
      const notes: string[] = [];
      if (unit.team && use.holdings.length > 1) {
        notes.push(
          use.holdings.every((h) => h.copies <= have)
            ? 'Each deck alone would fit, but the team builds all its decks from one shared pool, so each card of the ' +
                'pool can be in only one deck (CR 100.4c).'
            : "The team's decks are built from one shared pool (CR 100.4c).",
        );
      }
      const listed = use.holdings.reduce((n, h) => n + sideboardCopies(h.group), 0);
      if (listed > 0 && use.used - listed <= have) {
        notes.push(
          'Sideboard sections count against the pool too; in Limited the sideboard is simply the rest of the pool ' +
            `(CR 100.4b${unit.team ? ', 100.4c' : ''}), so it need not be listed.`,
        );
      }
      // Similar names in the pool: a card's is one to write the deck's name as; a name that is no card (a typo in the
      // pool, unknown-card on its line) is one to correct in the pool, never to copy into the deck.
      const similar = use.pool ? [] : similarPoolCards(pool, use.key);
      const suggestions = similar.filter((c) => c.known || !use.holdings.some((h) => h.group.info !== undefined)).map((c) => c.name);
      const typos = similar.filter((c) => !c.known && use.holdings.some((h) => h.group.info !== undefined));
      const removeAll = `Remove ${use.used === 1 ? 'it' : `all ${use.used}`}`;
      const typoText = typos
        .map((c) => `"${c.name}" (${pool.file} line ${c.entries[0]?.line ?? '?'})`)
        .join(' or ');
      const action = use.pool
        ? `Remove ${excess}${basic ? ' (add basic lands that may be added instead)' : ''}.`
        : basic
          ? `${removeAll} (add basic lands that may be added instead).`
          : typos.length > 0
            ? `The pool has ${typoText}, which is no card name: if that is this card, correct the pool (the record of ` +
              `the cards opened); else ${removeAll.toLowerCase()}.`
            : `${removeAll}, or write the name as the pool does` +
              (suggestions.length > 0 ? ` (did you mean ${suggestions.map((s) => `"${s}"`).join(' or ')}?).` : '.');
      out.push({
        rule: this.meta.id,
        severity: 'error',
        message:
          `${use.name}: ${plural(use.used, 'copy', 'copies')}${where} (${breakdown}), but ${poolPart}. ${why}` +
          `${notes.length > 0 ? ` ${notes.join(' ')}` : ''} ${action}`,
        file: first?.file ?? null,
        line: first?.line ?? null,
        column: first?.column ?? null,
        ...(first?.section !== undefined ? { section: first.section } : {}),
        ...(unit.team ? { team: unit.name } : {}),
        card: use.name,
        count: use.used,
        limit: have,
        reference: unit.team ? 'CR 100.2b, CR 100.4c, MTR 7.2' : 'CR 100.2b, MTR 7.2',
        related,
        ...(suggestions.length > 0 ? { suggestions } : {}),
      });
    }
    return out;
  },
};

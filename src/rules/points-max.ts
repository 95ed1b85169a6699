import { pointsTableOn } from '../formats/formats.js';
import { daysBetween, LISTS_GRACE_DAYS } from '../formats/knowledge.js';
import { deckCopies, type CardGroup } from '../model/model.js';
import type { Finding, Location } from '../diagnostic.js';
import { cardPlace } from './shared.js';
import type { DeckRule } from './types.js';

/** One card that counts: its points per copy, its copies, and whether it counts as the deck's companion. */
interface Counted {
  readonly group: CardGroup;
  readonly points: number;
  readonly copies: number;
  readonly companion: boolean;
}

/** "Black Lotus 7 (line 3), Lurrus of the Dream-Den 3 as companion (line 61)" */
function countedText(c: Counted, lines: readonly Location[]): string {
  const nums = lines.map((l) => l.line).filter((l): l is number => l !== null);
  const where = nums.length === 0 ? 'no line' : `${nums.length === 1 ? 'line' : 'lines'} ${nums.join(', ')}`;
  const copies = c.copies > 1 ? ` x${c.copies}` : '';
  return `${c.group.name} ${c.points}${copies}${c.companion ? ' as companion' : ''} (${where})`;
}

/**
 * Where a points table comes from, without the announcement's own words: a source quotes the changes (each card and
 * its new points), which in a deck's finding would name cards a second time beside the cards counted.
 * `deckcheck formats` gives the whole source.
 */
export function sourceAddress(source: string): string {
  // The parenthesis right after the address (one level of nested parentheses inside it), the rest kept: a format
  // file's amendment ("… amended by <league>") still follows.
  return source.replace(/^(https?:\/\/\S+) \((?:[^()]|\([^()]*\))*\)/, '$1');
}

export const pointsMax: DeckRule = {
  meta: {
    id: 'points-max',
    description:
      "Points formats (Canadian Highlander, 7 Point Highlander, a format file's points): the points of every card in " +
      'main deck, sideboard and command zone, by the table in force on the day, add up to at most the maximum; a ' +
      'companion counts its companion points where the format gives them. Past the points tables\' knowledge date and ' +
      `its ${LISTS_GRACE_DAYS}-day grace, an over-limit total is a warning naming the table's date (the deck is "not ` +
      'fully checked": a later table may have changed the points); bans stay errors.',
    reference: 'format points list',
    scope: 'deck',
  },
  check(deck, ctx) {
    const def = ctx.format.points;
    if (!def) return [];
    const table = pointsTableOn(def, ctx.date);
    if (!table) return [];
    const counted: Counted[] = [];
    let total = 0;
    for (const group of deck.cards.values()) {
      const entry = table.byKey.get(group.key);
      const asCompanion = group.counts.companion > 0 ? table.companionByKey.get(group.key) : undefined;
      if (!entry && asCompanion === undefined) continue;
      const copies = deckCopies(group);
      if (copies === 0) continue;
      const points = asCompanion ?? entry?.points ?? 0;
      if (points === 0) continue;
      counted.push({ group, points, copies, companion: asCompanion !== undefined });
      total += points * copies;
    }
    if (total <= def.max) return [];
    const places = counted.map((c) => cardPlace(deck, c.group));
    const order = counted.map((c, i) => ({ c, p: places[i] })).sort((a, b) => (a.p?.first?.line ?? 0) - (b.p?.first?.line ?? 0));
    const related = order.flatMap((o) => o.p?.all ?? []);
    const list = order.map((o) => countedText(o.c, o.p?.all ?? [])).join(', ');
    const announced = table.announced !== undefined && table.announced !== table.effective ? `announced ${table.announced}` : undefined;
    const unverified = table.unverified === true ? 'unverified day: no announcement found' : undefined;
    const dayNotes = [announced, unverified].filter((n): n is string => n !== undefined);
    const since = dayNotes.length > 0 ? ` (${dayNotes.join('; ')})` : '';
    // Past what deckcheck knows of the points tables (and the grace every list gets), a newer table may have lowered
    // these cards' points: the total is then a warning, and the deck "not fully checked" (pointsUnsure).
    const known = def.knownThrough;
    const stale = known !== undefined && daysBetween(known, ctx.date) > LISTS_GRACE_DAYS;
    const remove = `Remove cards worth ${total - def.max} point${total - def.max === 1 ? '' : 's'} or more`;
    const action = stale
      ? `Its points tables are known only through ${known} (more than ${LISTS_GRACE_DAYS} days before ${ctx.date}): a later ` +
        `table may give these cards other points, so this is a warning and the deck is not fully checked. Check the ` +
        `format's current points list; if it agrees, ${remove.charAt(0).toLowerCase()}${remove.slice(1)}.`
      : `${remove}.`;
    const finding: Finding = {
      rule: this.meta.id,
      severity: stale ? 'warning' : 'error',
      message:
        `The deck has ${total} points; ${ctx.format.name} allows at most ${def.max} (${def.reference}; the points list in ` +
        `force since ${table.effective}${since}: ${sourceAddress(table.source)}). Counted: ${list}. ${action}`,
      file: deck.file,
      line: order[0]?.p?.first?.line ?? deck.parsed.sectionLines.main ?? null,
      column: order[0]?.p?.first?.column ?? null,
      count: total,
      limit: def.max,
      reference: def.reference,
      related,
    };
    return [finding];
  },
};

/** A points-max finding that does not settle the total (a stale points table): the deck is "not fully checked". */
export function pointsUnsure(f: Pick<Finding, 'rule' | 'severity'>): boolean {
  return f.rule === pointsMax.meta.id && f.severity === 'warning';
}

/** The readings a report shows under a deck (stylish, html): foreign names and other printed names, and what they meant. */
import type { DeckSummary } from '../check/check.js';
import { languageName } from '../db/languages.js';

type Reading = NonNullable<DeckSummary['readings']>[number];

/** The readings worth showing: a foreign name or another printed name (a face of the card is its own name). */
export function shownReadings(d: Pick<DeckSummary, 'readings'>): readonly Reading[] {
  return (d.readings ?? []).filter((r) => r.kind === 'foreign' || r.kind === 'alias');
}

/** 'reads "Blitzschlag" as Lightning Bolt (German)'. */
export function readingText(r: Reading): string {
  const langs = r.languages.map(languageName).join(', ');
  // A name some printings give to other cards too: "(Spanish; 80 sets print it on Island, 4 on Plains)".
  const outvoted = (r.outvoted ?? []).map((o) => `, ${o.sets} on ${o.card}`).join('');
  const sets = r.sets ?? 0;
  const vote = outvoted === '' ? '' : `; ${sets} set${sets === 1 ? '' : 's'} print it on ${r.card}${outvoted}`;
  const why = r.kind === 'alias' ? ' (printed name)' : langs || vote ? ` (${langs}${vote})` : '';
  return `reads "${r.written}" as ${r.card}${why}`;
}

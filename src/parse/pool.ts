/**
 * Card pools for Sealed Deck and Booster Draft (`--pool FILE`): a text card list in any decklist syntax, or a CSV
 * export. Every card of the file is in the pool, whichever section it sits in (main, sideboard — MTGO exports a pool
 * as one sideboard —, commander, companion). Maybeboard, token, scheme and planar sections are not pool cards: they
 * are reported as a warning and not counted. Pure: no I/O.
 */
import type { Finding } from '../diagnostic.js';
import { looksLikeCsv, parseCsvDeckDetailed } from './csv.js';
import { boundLineFindings, MAX_LINE_FINDINGS, parseError } from './parse-error.js';
import { PARSE_ERROR_REFERENCE, parseTextDeck } from './text.js';
import { SECTION_LABELS, type ParsedDeck, type SectionId } from './types.js';

/** Sections whose cards belong to the pool. */
export const POOL_SECTIONS: ReadonlySet<SectionId> = new Set(['main', 'sideboard', 'commander', 'companion']);

export interface ParsedPool {
  /** The pool file's cards with their lines; every section listed in POOL_SECTIONS counts. */
  readonly deck: ParsedDeck;
  readonly input: 'text' | 'csv';
  /** For CSV: the exporter recognised from the header ("ManaBox", …, or "CSV"); null for text or an unreadable header. */
  readonly layout: string | null;
  /** Cards in the pool (the sum of the counted sections). */
  readonly cards: number;
}

/**
 * In a pool every card counts, so blank lines separate nothing: they are turned into empty comments before the text
 * parser sees them (keeping line numbers), which stops it from reading blocks as main deck and sideboard.
 */
function blankLinesAsComments(text: string): string {
  return text
    .split(/(\r\n|\r|\n)/)
    .map((part, i) => (i % 2 === 0 && part.trim() === '' ? '//' : part))
    .join('');
}

function ignoredSections(deck: ParsedDeck): Finding[] {
  const out: Finding[] = [];
  const bySection = new Map<SectionId, { cards: number; line: number }>();
  for (const e of deck.entries) {
    if (POOL_SECTIONS.has(e.section)) continue;
    const prev = bySection.get(e.section);
    bySection.set(e.section, { cards: (prev?.cards ?? 0) + e.count, line: Math.min(prev?.line ?? e.line, e.line) });
  }
  for (const [section, { cards, line }] of bySection) {
    const at = deck.sectionLines[section] ?? line;
    out.push({
      rule: 'parse-error',
      severity: 'warning',
      message:
        `line ${at}: the ${SECTION_LABELS[section]} section (${cards} card${cards === 1 ? '' : 's'}) is not part of the ` +
        'pool and is not counted. If these cards were opened or drafted, list them with the others.',
      file: deck.file,
      line: at,
      column: 1,
      section,
      reference: PARSE_ERROR_REFERENCE,
      related: [],
    });
  }
  return out;
}

/** Parse a pool file: CSV when the name ends in .csv or the first line is a CSV header, text otherwise. */
export function parsePool(text: string, file: string): ParsedPool {
  const csv = /\.csv$/i.test(file) || looksLikeCsv(text);
  let deck: ParsedDeck;
  let layout: string | null = null;
  if (csv) {
    const r = parseCsvDeckDetailed(text, file);
    deck = r.deck.diagnostics.length > MAX_LINE_FINDINGS ? { ...r.deck, diagnostics: boundLineFindings(file, r.deck.diagnostics) } : r.deck;
    layout = r.layout;
  } else {
    const parsed = parseTextDeck(blankLinesAsComments(text), file);
    const empty = text.trim().replace(/^\uFEFF/, '') === '';
    deck = empty
      ? { ...parsed, diagnostics: [...parsed.diagnostics, ...(parsed.entries.length === 0 ? [parseError(file, null, 'the file is empty: no cards to check.')] : [])] }
      : parsed;
  }
  deck = { ...deck, diagnostics: [...deck.diagnostics, ...ignoredSections(deck)] };
  const cards = deck.entries.reduce((n, e) => n + (POOL_SECTIONS.has(e.section) ? e.count : 0), 0);
  return { deck, input: csv ? 'csv' : 'text', layout, cards };
}


/**
 * Why a pool cannot be used at all (no cards: an empty file, an unreadable CSV header, nothing but bad lines), or
 * undefined when it can. The CLI stops with this reason (exit 2) rather than report every deck card as missing.
 */
export function unusablePoolReason(pool: ParsedPool): string | undefined {
  if (pool.cards > 0) return undefined;
  const first = pool.deck.diagnostics.find((d) => d.severity === 'error');
  const where = first?.line != null ? `${pool.deck.file}:${first.line}` : pool.deck.file;
  if (first) {
    const reason = first.message.replace(/^line \d+: /, '');
    return `${where}: ${reason}${/^(?:this CSV header|the file )/.test(reason) ? '' : ' No card of the pool could be read.'}`;
  }
  return `${pool.deck.file}: the pool has no cards; list the cards of the pool, e.g. "1 Lightning Bolt" lines or a CSV export.`;
}

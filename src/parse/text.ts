/**
 * Plain-text decklists: MTGO .txt (main, blank line, sideboard), MTG Arena (Deck / Sideboard / Commander /
 * Companion headers, `4 Name (SET) 123`), `4x Name`, `SB: 2 Name`, `Sideboard:` headers, `//` and `#` comments,
 * MWS/XMage `4 [M11] Name` / `4 [M11:149] Name`, Forge `Name|M11`, TCGplayer `Name [C20]`, Moxfield `*F*` / `#tags`,
 * and `Schemes` / `Planes` sections for supplementary decks. Deck names from Arena `About / Name`, XMage `NAME:`,
 * Forge `[metadata] Name=` and MWS `// NAME :`; XMage's `LAYOUT …` lines are the editor's layout and are skipped.
 *
 * Every line is either understood or reported as a `parse-error` with its line number. Pure: no I/O.
 */
import type { Finding } from '../report/diagnostic.js';
import { parseError, quote } from './parse-error.js';
import { splitLines } from '../input/decode.js';
import type { DeckEntry, ParsedDeck, SectionId } from './types.js';

export { PARSE_ERROR_REFERENCE } from './parse-error.js';
export const MAX_COUNT = 99_999;

const HEADER_WORDS: ReadonlyArray<readonly [RegExp, SectionId | 'about']> = [
  [/^(?:deck|main|main ?deck|main ?board|mainboard)$/, 'main'],
  [/^(?:side ?board|side|sb)$/, 'sideboard'],
  [/^commanders?$/, 'commander'],
  [/^companions?$/, 'companion'],
  [/^(?:maybe ?board|maybe|considering)$/, 'maybeboard'],
  [/^(?:schemes?|scheme deck)$/, 'schemes'],
  [/^(?:planes|planar deck|planar)$/, 'planes'],
  [/^tokens?$/, 'tokens'],
  [/^about$/, 'about'],
];

/** Card-type group labels that exporters put between cards ("Creatures (24)", "// Lands"). */
const GROUP_WORDS =
  /^(?:creatures?|instants?|sorcery|sorceries|artifacts?|enchantments?|lands?|planeswalkers?|battles?|spells?|non-?creature spells?|other spells?|others?|kindred|tribal|legendary|companions? \/ commanders?)$/;

/** Returns the section a header line names, or undefined. Accepts `Sideboard`, `Sideboard:`, `Sideboard (15)`, `[Sideboard]`. */
export function headerSection(text: string): SectionId | 'about' | undefined {
  // Every header starts with a letter (or "[" for Apprentice); card lines start with a count.
  const first = text.trimStart().charCodeAt(0) | 0x20;
  if (!((first >= 97 && first <= 122) || first === 0x7b)) return undefined;
  let t = text.trim().toLowerCase();
  const bracket = /^\[(.+)\]$/.exec(t);
  if (bracket?.[1] !== undefined) t = bracket[1].trim();
  t = t.replace(/\s*:$/, '').replace(/\s*(?:\(\d+\)|\[\d+\]|\d+)$/, '').replace(/\s*:$/, '').trim();
  for (const [re, id] of HEADER_WORDS) if (re.test(t)) return id;
  return undefined;
}

export function isGroupLabel(text: string): boolean {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/\s*:$/, '')
    .replace(/\s*(?:\(\d+\)|\[\d+\])$/, '')
    .trim();
  return GROUP_WORDS.test(t);
}

const CARD_LINE = /^(SB:\s*)?(\d+)\s*[xX]?\s+(.*)$/;
const SET_PREFIX = /^\[([A-Za-z0-9_]{1,8})(?::([A-Za-z0-9★*+†-]+))?\]\s+/;
const ARENA_SUFFIX = /\s+\(([A-Za-z0-9_]{2,8})\)(?:\s+([A-Za-z0-9★*+†-]+))?$/;
const BRACKET_SUFFIX = /\s+\[([A-Za-z0-9_]{2,8})(?::([A-Za-z0-9★*+†-]+))?\]$/;
const FORGE_SUFFIX = /\|([A-Za-z0-9_]{2,8})(?:\|\d+)?$/;
const FOIL_MARK = /\s+(?:\*[FE]\*|\(F\))$/;
const TAGS = /\s+#\S.*$/;
const VARIANT = /\s+<[^<>]*>$/;
/** A line whose name part may carry set codes, foil marks, tags or variants. */
const DECORATED = /[([|*#<]/;

interface CardParse {
  readonly count: number;
  readonly name: string;
  readonly sideboard: boolean;
  readonly set?: string;
  readonly collectorNumber?: string;
  readonly finish?: 'foil' | 'etched';
  readonly column: number;
}

type CardParseResult = { ok: true; card: CardParse } | { ok: false; reason: string } | undefined;

/** `raw` is the line as written, `t` the same line trimmed. */
function parseCardLine(raw: string, t: string): CardParseResult {
  const leading = raw.length === t.length ? 0 : raw.length - raw.trimStart().length;
  const m = CARD_LINE.exec(t);
  if (!m) {
    if (/^SB:\s*$/i.test(t)) return { ok: false, reason: '"SB:" without a count and card name' };
    if (/^\d+\s*[xX]?$/.test(t)) return { ok: false, reason: 'a count without a card name' };
    return undefined;
  }
  const count = Number(m[2]);
  // `t` is trimmed and the pattern takes the spaces after the count, so the name part needs no trimming.
  let rest = m[3] ?? '';
  if (count < 1) return { ok: false, reason: `count ${m[2]} is not a number of cards; write at least 1` };
  if (count > MAX_COUNT) return { ok: false, reason: `count ${m[2]} is not plausible (more than ${MAX_COUNT})` };
  let set: string | undefined;
  let num: string | undefined;
  const pre = rest.charCodeAt(0) === 91 /* [ */ ? SET_PREFIX.exec(rest) : null;
  if (pre) {
    set = pre[1];
    num = pre[2];
    rest = rest.slice(pre[0].length);
  }
  // Trailing decorations, in the order exporters append them (most lines have none). A foil mark is kept as the
  // entry's finish.
  let finish: 'foil' | 'etched' | undefined;
  if (DECORATED.test(rest)) {
    const dropFoil = (s: string): string =>
      s.replace(FOIL_MARK, (mark) => {
        finish ??= mark.includes('E') ? 'etched' : 'foil';
        return '';
      });
    rest = dropFoil(dropFoil(rest.replace(TAGS, '')).replace(VARIANT, ''));
    const arena = ARENA_SUFFIX.exec(rest);
    const br = arena ? null : BRACKET_SUFFIX.exec(rest);
    const forge = arena || br ? null : FORGE_SUFFIX.exec(rest);
    const suffix = arena ?? br;
    if (suffix) {
      set ??= suffix[1];
      num ??= suffix[2];
      rest = rest.slice(0, suffix.index);
    } else if (forge) {
      set ??= forge[1];
      rest = rest.slice(0, forge.index);
    }
    rest = dropFoil(rest).replace(VARIANT, '').trim();
  }
  if (rest === '') return { ok: false, reason: 'a count without a card name' };
  // Built by assignment, not spreads: this runs for every card line.
  const card: { -readonly [K in keyof CardParse]: CardParse[K] } = {
    count,
    name: rest,
    sideboard: m[1] !== undefined,
    column: leading + 1,
  };
  if (set !== undefined) card.set = set.toUpperCase();
  if (num !== undefined) card.collectorNumber = num;
  if (finish !== undefined) card.finish = finish;
  return { ok: true, card };
}


/** Options for reading a file that is not a whole decklist. */
export interface ParseOptions {
  /**
   * The section of cards before any header (default `main`). When set, a blank line never starts a sideboard: a
   * `--schemes` or `--planes` file is one supplementary deck, blank lines and all.
   */
  readonly defaultSection?: SectionId;
}

export function parseTextDeck(text: string, file: string, options: ParseOptions = {}): ParsedDeck {
  const lines = splitLines(text);
  const entries: DeckEntry[] = [];
  const diagnostics: Finding[] = [];
  const sectionLines: Partial<Record<SectionId, number>> = {};
  let deckName: string | undefined;

  // Pre-scan: blank lines separate main deck and sideboard only in files that use neither headers nor `SB:`.
  let explicit = options.defaultSection !== undefined;
  for (const l of lines) {
    const c = l.charCodeAt(0);
    if (c >= 48 && c <= 57) continue; // a card line
    const t = l.trim();
    if (t === '') continue;
    if (/^SB:/i.test(t)) {
      explicit = true;
      break;
    }
    const h = headerSection(t.startsWith('//') || t.startsWith('#') ? t.replace(/^(?:\/\/+|#+)\s*/, '') : t);
    if (h !== undefined && h !== 'about') {
      explicit = true;
      break;
    }
  }

  let section: SectionId | 'about' = options.defaultSection ?? 'main';
  let cardsInMain = 0;
  let pendingBlank = false;
  let blankSwitched = false;
  let inMetadata = false;

  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const raw = i === 0 ? (lines[i] ?? '').replace(/^\uFEFF/, '') : (lines[i] ?? '');
    const t = raw.trim();
    if (t === '') {
      if (!explicit && cardsInMain > 0) pendingBlank = true;
      continue;
    }
    // Fast path: a line that starts with a count is a card line; everything else may be a comment, metadata or a
    // section header.
    const c0 = t.charCodeAt(0);
    if (c0 < 48 || c0 > 57) {
      if (t.startsWith('//') || t.startsWith('#')) {
        // A comment that names a section ("// Sideboard") switches to it; other comments are notes.
        const named = headerSection(t.replace(/^(?:\/\/+|#+)\s*/, ''));
        if (named !== undefined && named !== 'about') {
          section = named;
          sectionLines[named] ??= lineNo;
        }
        // Magic Workstation: "// NAME : Deck name".
        const mws = /^\/\/\s*NAME\s*:\s*(\S.*)$/.exec(t);
        if (mws?.[1] !== undefined) deckName ??= mws[1].trim();
        continue;
      }
      // XMage .dck: "NAME:Deck name", and the deck editor's "LAYOUT MAIN:(…)" / "LAYOUT SIDEBOARD:(…)" lines.
      const xmageName = /^NAME:(.*)$/.exec(t);
      if (xmageName?.[1] !== undefined) {
        if (xmageName[1].trim() !== '') deckName ??= xmageName[1].trim();
        continue;
      }
      if (/^LAYOUT (?:MAIN|SIDEBOARD):/.test(t)) continue;
      // Forge .dck: a "[metadata]" block of Key=Value lines before "[Main]"; Name= is the deck name.
      if (/^\[metadata\]$/i.test(t)) {
        inMetadata = true;
        continue;
      }
      if (inMetadata) {
        const kv = /^([A-Za-z][A-Za-z ]*)=(.*)$/.exec(t);
        if (kv?.[1] !== undefined && kv[2] !== undefined) {
          if (kv[1].trim().toLowerCase() === 'name' && kv[2].trim() !== '') deckName ??= kv[2].trim();
          continue;
        }
      }
      const header = headerSection(t);
      if (header !== undefined) {
        inMetadata = false;
        section = header;
        if (header !== 'about') sectionLines[header] ??= lineNo;
        pendingBlank = false;
        continue;
      }
      if (section === 'about') {
        const nm = /^name\s+(.+)$/i.exec(t);
        if (nm?.[1] !== undefined) {
          deckName ??= nm[1].trim();
          continue;
        }
      }
    }
    const parsed = parseCardLine(raw, t);
    if (parsed === undefined) {
      if (isGroupLabel(t)) continue;
      diagnostics.push(
        parseError(
          file,
          lineNo,
          `line ${lineNo} is not a card line or a section header: ${quote(t)}. Write cards as "4 Lightning Bolt" ` +
            `(or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".`,
        ),
      );
      continue;
    }
    if (!parsed.ok) {
      diagnostics.push(parseError(file, lineNo, `line ${lineNo}: ${parsed.reason}: ${quote(t)}.`));
      continue;
    }
    if (section === 'about') section = options.defaultSection ?? 'main';
    if (pendingBlank && section === 'main' && !parsed.card.sideboard) {
      if (!blankSwitched) {
        section = 'sideboard';
        sectionLines.sideboard ??= lineNo;
        blankSwitched = true;
      }
    } else if (pendingBlank && blankSwitched && section === 'sideboard') {
      diagnostics.push(
        parseError(
          file,
          lineNo,
          `line ${lineNo}: another blank line after the sideboard began; these cards are read as sideboard too. ` +
            'Use "Sideboard" headers if that is not what you meant.',
          'warning',
        ),
      );
    }
    pendingBlank = false;
    const sec: SectionId = parsed.card.sideboard ? 'sideboard' : section;
    if (sec === 'main') cardsInMain++;
    const entry: { -readonly [K in keyof DeckEntry]: DeckEntry[K] } = {
      count: parsed.card.count,
      name: parsed.card.name,
      section: sec,
      line: lineNo,
      column: parsed.card.column,
    };
    if (parsed.card.set !== undefined) entry.set = parsed.card.set;
    if (parsed.card.collectorNumber !== undefined) entry.collectorNumber = parsed.card.collectorNumber;
    if (parsed.card.finish !== undefined) entry.finish = parsed.card.finish;
    entries.push(entry);
  }
  if (lines.every((l) => l.trim() === '')) {
    diagnostics.push(parseError(file, null, 'the file is empty: no cards to check.'));
  }
  return { file, entries, diagnostics, sectionLines, ...(deckName !== undefined ? { name: deckName } : {}) };
}

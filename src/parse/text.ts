/**
 * Plain-text decklists: MTGO .txt (main, blank line, sideboard), MTG Arena (Deck / Sideboard / Commander /
 * Companion headers, `4 Name (SET) 123`), `4x Name`, `SB: 2 Name`, `Sideboard:` headers, `//` and `#` comments,
 * MWS/XMage `4 [M11] Name` / `4 [M11:149] Name`, Forge `Name|M11`, TCGplayer `Name [C20]`, Moxfield `*F*` / `#tags`,
 * `COMMANDER: Name` lines for the command zone, and `Schemes` / `Planes` sections for supplementary decks. Deck names from Arena `About / Name`, XMage `NAME:`,
 * Forge `[metadata] Name=` and MWS `// NAME :`; XMage's `LAYOUT …` lines are the editor's layout and are skipped.
 *
 * Every line is either understood or reported as a `parse-error` with its line number. Pure: no I/O.
 */
import type { Finding } from '../diagnostic.js';
import { isAsciiBlank, isAsciiLetter, isCodeChar, isDigit, isNumberChar, isSpaceOrTab, isVisibleAscii } from './chars.js';
import { LineFindings, parseError, quote } from './parse-error.js';
import type { DeckEntry, ParsedDeck, SectionId } from './types.js';

export { PARSE_ERROR_REFERENCE } from './parse-error.js';
export const MAX_COUNT = 99_999;

/** Every spelling of a section header, lower case, without its colon or card count. */
const HEADER_WORDS: ReadonlyMap<string, SectionId | 'about'> = new Map<string, SectionId | 'about'>([
  ...['deck', 'main', 'main deck', 'maindeck', 'main board', 'mainboard'].map((w) => [w, 'main'] as const),
  ...['side board', 'sideboard', 'side', 'sb'].map((w) => [w, 'sideboard'] as const),
  ...['commander', 'commanders'].map((w) => [w, 'commander'] as const),
  ...['companion', 'companions'].map((w) => [w, 'companion'] as const),
  ...['maybe board', 'maybeboard', 'maybe', 'considering'].map((w) => [w, 'maybeboard'] as const),
  ...['scheme', 'schemes', 'scheme deck'].map((w) => [w, 'schemes'] as const),
  ...['planes', 'planar deck', 'planar'].map((w) => [w, 'planes'] as const),
  ...['token', 'tokens'].map((w) => [w, 'tokens'] as const),
  ['about', 'about'],
]);

/** Card-type group labels that exporters put between cards ("Creatures (24)", "// Lands"). */
const GROUP_WORDS =
  /^(?:creatures?|instants?|sorcery|sorceries|artifacts?|enchantments?|lands?|planeswalkers?|battles?|spells?|non-?creature spells?|other spells?|others?|kindred|tribal|legendary|companions? \/ commanders?)$/;

/** Returns the section a header line names, or undefined. Accepts `Sideboard`, `Sideboard:`, `Sideboard (15)`, `[Sideboard]`. */
export function headerSection(text: string): SectionId | 'about' | undefined {
  // Every header starts with a letter (or "[" for Apprentice); card lines start with a count.
  const first = text.trimStart().charCodeAt(0);
  if (!(isAsciiLetter(first) || first === 91 /* [ */)) return undefined;
  let t = text.trim().toLowerCase();
  const bracket = /^\[(.+)\]$/.exec(t);
  if (bracket?.[1] !== undefined) t = bracket[1].trim();
  // "Sideboard:", "Sideboard (15)", "Sideboard: 15", "Sideboard (15):": each expression needs its last character.
  if (t.endsWith(':')) t = t.replace(/\s*:$/, '');
  const last = t.charCodeAt(t.length - 1);
  if (last === 41 /* ) */ || last === 93 /* ] */ || isDigit(last)) {
    t = t.replace(/\s*(?:\(\d+\)|\[\d+\]|\d+)$/, '');
  }
  if (t.endsWith(':')) t = t.replace(/\s*:$/, '');
  return HEADER_WORDS.get(t.trim());
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

const CARD_LINE = /^(SB:\s*)?(\d+)\s*[xX]?\s+(.*)$/d;
const SET_PREFIX = /^\[([A-Za-z0-9_]{1,8})(?::([A-Za-z0-9★*+†-]+))?\]\s+/;
const ARENA_SUFFIX = /\s+\(([A-Za-z0-9_]{2,8})\)(?:\s+([A-Za-z0-9★*+†-]+))?$/;
const BRACKET_SUFFIX = /\s+\[([A-Za-z0-9_]{2,8})(?::([A-Za-z0-9★*+†-]+))?\]$/;
const FORGE_SUFFIX = /\|([A-Za-z0-9_]{2,8})(?:\|\d+)?$/;
const FOIL_MARK = /\s+(?:\*[FE]\*|\(F\))$/;
const TAGS = /\s+#\S.*$/;
const VARIANT = /\s+<[^<>]*>$/;
/** Archidekt's label, last on its line: `^Have,#37d67a^`. */
const ARCHIDEKT_LABEL = /\s+\^[^^]*\^$/;
/** Archidekt's categories, after the name and printing: `[Burn]`, `[Maybeboard{noDeck}{noPrice},Draw]`. */
const ARCHIDEKT_CATEGORIES = /\s+\[([^[\]]+)\]$/;
/** A bracket that could hold a set code (`[C20]`, `[M11:149]`), as BRACKET_SUFFIX reads one. */
const SET_LIKE = /^[A-Za-z0-9_]{2,8}(?::[A-Za-z0-9★*+†-]+)?$/;
/** Archidekt's categories that are sections of the deck (any other category is the owner's grouping). */
const CATEGORY_SECTIONS: ReadonlyMap<string, SectionId> = new Map<string, SectionId>([
  ['sideboard', 'sideboard'],
  ['maybeboard', 'maybeboard'],
  ['commander', 'commander'],
  ['companion', 'companion'],
]);
/**
 * Signs that a file is Archidekt's text export: a category's flag (`{noDeck}`, `{noPrice}`, `{top}`), a label after
 * the categories, categories after a set code and collector number, or a section category after a name.
 */
const ARCHIDEKT_FILE =
  /\{(?:noDeck|noPrice|top)\}[\],]|\][ \t]*\^[^^\n]*\^[ \t]*\r?$|\)[ \t]+[A-Za-z0-9★*+†-]+(?:[ \t]+\*[FE]\*)?[ \t]+\[[^[\]\n]+\][ \t]*\r?$|\S[ \t]+\[(?:sideboard|maybeboard|commander|companion)[\]{,]/im;

/** The parts of a card line before any decoration: `SB:` or not, the count as written, and the rest of the line. */
export interface CountSplit {
  readonly sideboard: boolean;
  readonly digits: string;
  readonly rest: string;
}

/**
 * Where the parts of the line last scanned by scanCountLine are. One record, reused for every line: card lines are
 * most of every file, and reading one should allocate only what the deck keeps.
 */
const scanned = { sideboard: false, digitsAt: 0, digitsEnd: 0, restAt: 0 };

/**
 * Scan the trimmed line `t.slice(start, end)` as `^(SB:\s*)?(\d+)\s*[xX]?\s+(.*)$` would match it, into `scanned`
 * (positions in `t`); false when it does not match. `separators`: whether `t` may hold U+2028 or U+2029, which the
 * expression's `.` does not match.
 */
function scanCountLine(t: string, start: number, end: number, separators: boolean): boolean {
  return scanCountLineFast(t, start, end, separators) ?? scanCountLineSlow(t, start, end);
}

/**
 * scanCountLine's hand-written scan of the usual shape (ASCII digits, spaces or tabs, an optional `x`, a name that
 * starts with a printable ASCII character): true (parts in `scanned`) or false when it can tell, undefined for a line
 * the expression must read. Exported for its test, which holds it to the shapes real exports write.
 */
export function scanCountLineFast(t: string, start: number, end: number, separators: boolean): boolean | undefined {
  let i = start;
  let sideboard = false;
  if (t.charCodeAt(i) === 83 /* S */) {
    if (end - i < 3 || t.charCodeAt(i + 1) !== 66 /* B */ || t.charCodeAt(i + 2) !== 58 /* : */) return false;
    sideboard = true;
    i += 3;
    while (i < end && isSpaceOrTab(t.charCodeAt(i))) i++;
  }
  const digitsAt = i;
  while (i < end && isDigit(t.charCodeAt(i))) i++;
  if (i === digitsAt) return sideboard ? undefined : false;
  const digitsEnd = i;
  while (i < end && isSpaceOrTab(t.charCodeAt(i))) i++;
  const spaced = i > digitsEnd;
  const c = i < end ? t.charCodeAt(i) : -1;
  if (c === 120 /* x */ || c === 88 /* X */) {
    const after = i + 1 < end ? t.charCodeAt(i + 1) : -1;
    // Both tests made for every x here: a first "4 Xenagos, …" late in a run then meets no call V8 has not seen.
    const blankAfter = isSpaceOrTab(after);
    const visibleAfter = isVisibleAscii(after);
    if (blankAfter) {
      i += 2;
      while (i < end && isSpaceOrTab(t.charCodeAt(i))) i++;
    } else if (!spaced || !visibleAfter) {
      // "4xName" is no card line, "4 x" names a card "x", "4x\u00a0Name" is "Name": rare, so the expression decides.
      return undefined;
    }
    // Else a name that starts with an x after the count and a blank: "4 Xenagos, the Reveler".
  } else if (!spaced) {
    return undefined;
  }
  // The name must start with printable ASCII (other whitespace would belong to `\s+`).
  const first = i < end ? t.charCodeAt(i) : -1;
  if (!isVisibleAscii(first)) return undefined;
  if (separators) {
    const line = t.slice(start, end);
    if (line.includes('\u2028') || line.includes('\u2029')) return false;
  }
  scanned.sideboard = sideboard;
  scanned.digitsAt = digitsAt;
  scanned.digitsEnd = digitsEnd;
  scanned.restAt = i;
  return true;
}

function scanCountLineSlow(t: string, start: number, end: number): boolean {
  const m = CARD_LINE.exec(start === 0 && end === t.length ? t : t.slice(start, end));
  const digits = m?.indices?.[2];
  const rest = m?.indices?.[3];
  if (!m || !digits || !rest) return false;
  scanned.sideboard = m[1] !== undefined;
  scanned.digitsAt = start + digits[0];
  scanned.digitsEnd = start + digits[1];
  scanned.restAt = start + rest[0];
  return true;
}

/**
 * The parts of the trimmed card line `t.slice(start, end)`, as `^(SB:\s*)?(\d+)\s*[xX]?\s+(.*)$` splits it;
 * undefined when it is not one.
 */
export function splitCountLine(t: string, start = 0, end = t.length): CountSplit | undefined {
  if (!scanCountLine(t, start, end, true)) return undefined;
  return {
    sideboard: scanned.sideboard,
    digits: t.slice(scanned.digitsAt, scanned.digitsEnd),
    rest: t.slice(scanned.restAt, end),
  };
}

/** The count written from `at` to `end`, as Number() reads those digits. */
function countOf(t: string, at: number, end: number): number {
  if (end - at > 15) return Number(t.slice(at, end));
  let n = 0;
  for (let i = at; i < end; i++) n = n * 10 + (t.charCodeAt(i) - 48);
  return n;
}

/** The card line last read by parseCardLine. One record, reused for every line; the caller copies what it keeps. */
interface CardParse {
  count: number;
  name: string;
  sideboard: boolean;
  set: string | undefined;
  collectorNumber: string | undefined;
  finish: 'foil' | 'etched' | undefined;
  column: number;
  /** The section an Archidekt category puts the card in, when it names one. */
  section: SectionId | undefined;
  /** The trailing `(…)` read as the set code, as written, when no collector number follows (see DeckEntry). */
  nameSuffix: string | undefined;
}

const card: CardParse = {
  count: 0,
  name: '',
  sideboard: false,
  set: undefined,
  collectorNumber: undefined,
  finish: undefined,
  column: 0,
  section: undefined,
  nameSuffix: undefined,
};

/**
 * Whether text in parentheses at the end of a line, with no collector number after it, can be a set code: exporters
 * write codes in one case (Arena `(M21)`, Archidekt `(m21)`), so a word in mixed case (`Hazmat Suit (Used)`,
 * `Akki Ronin (Alchemy)`) is part of the card's name.
 */
function plausibleSetCode(code: string): boolean {
  return code === code.toUpperCase() || code === code.toLowerCase();
}

/** `card` (filled in) for a card line, the reason a line that looks like one is not, or undefined for another kind. */
type CardParseResult = CardParse | string | undefined;

/** A name part that may carry set codes, foil marks, tags, variants or Archidekt labels (most do not). */
const DECORATED = /[([|*#<^]/;

/** Which decoration characters a name part holds; each trailing decoration needs its own. */
const HAS_PAREN = 1;
const HAS_BRACKET = 2;
const HAS_PIPE = 4;
const HAS_STAR = 8;
const HAS_HASH = 16;
const HAS_ANGLE = 32;
const HAS_CARET = 64;

function decorations(s: string): number {
  let flags = 0;
  for (let i = 0; i < s.length; i++) {
    switch (s.charCodeAt(i)) {
      case 40 /* ( */:
        flags |= HAS_PAREN;
        break;
      case 91 /* [ */:
        flags |= HAS_BRACKET;
        break;
      case 124 /* | */:
        flags |= HAS_PIPE;
        break;
      case 42 /* * */:
        flags |= HAS_STAR;
        break;
      case 35 /* # */:
        flags |= HAS_HASH;
        break;
      case 60 /* < */:
        flags |= HAS_ANGLE;
        break;
      case 94 /* ^ */:
        flags |= HAS_CARET;
        break;
    }
  }
  return flags;
}

/** A set code and collector number found at the end of a card line, and where they begin. */
export interface Suffix {
  readonly index: number;
  readonly set: string;
  readonly num: string | undefined;
}

/** The Arena suffix, as ARENA_SUFFIX (`\s+\(SET\)(\s+NUMBER)?$`) finds it, or null. */
function arenaSuffix(rest: string): Suffix | null {
  return arenaSuffixFast(rest) ?? arenaSuffixSlow(rest);
}

/**
 * arenaSuffix's reading by hand, from the end of the line, of the usual ASCII shape; undefined for anything else (other
 * blank space, ★ or † in the number, a code of the wrong length, no suffix), which the expression reads. Exported for
 * its test, which holds it to the shapes real exports write.
 */
export function arenaSuffixFast(rest: string): Suffix | undefined {
  let i = rest.length;
  let num: string | undefined;
  if (rest.charCodeAt(i - 1) !== 41 /* ) */) {
    let j = i;
    while (j > 0 && isNumberChar(rest.charCodeAt(j - 1))) j--;
    let k = j;
    while (k > 0 && isSpaceOrTab(rest.charCodeAt(k - 1))) k--;
    if (j === i || k === j || rest.charCodeAt(k - 1) !== 41) return undefined;
    num = rest.slice(j, i);
    i = k;
  }
  const close = i - 1;
  let open = close;
  while (open > 0 && isCodeChar(rest.charCodeAt(open - 1))) open--;
  open--;
  const length = close - open - 1;
  if (length < 2 || length > 8 || rest.charCodeAt(open) !== 40 /* ( */) return undefined;
  let w = open;
  while (w > 0 && isSpaceOrTab(rest.charCodeAt(w - 1))) w--;
  // No blank before "(", or a character before the blanks that may be blank space of another kind.
  if (w === open || (w > 0 && rest.charCodeAt(w - 1) >= 128)) return undefined;
  return { index: w, set: rest.slice(open + 1, close), num };
}

function arenaSuffixSlow(rest: string): Suffix | null {
  const m = ARENA_SUFFIX.exec(rest);
  return m && m[1] !== undefined ? { index: m.index, set: m[1], num: m[2] } : null;
}

/** Drop a trailing foil mark, keeping the first one seen as the card's finish. */
function dropFoil(s: string): string {
  // A foil mark ends in "*" ("*F*", "*E*") or is "(F)".
  const last = s.charCodeAt(s.length - 1);
  if (last !== 42 /* * */ && !(last === 41 /* ) */ && s.endsWith('(F)'))) return s;
  const m = FOIL_MARK.exec(s);
  if (!m) return s;
  card.finish ??= m[0].includes('E') ? 'etched' : 'foil';
  return s.slice(0, m.index);
}

/**
 * The section Archidekt's categories name (`Sideboard`, `Maybeboard`, `Commander`, `Companion`, the first one found),
 * else `maybeboard` when the first category is kept out of the deck (`{noDeck}`), else undefined: other categories are
 * the owner's grouping ("Burn", "Land") and are set aside.
 */
function categorySection(categories: string): SectionId | undefined {
  let outOfDeck: boolean | undefined;
  for (const category of categories.split(',')) {
    const name = category.replace(/\{[^}]*\}/g, '').trim().toLowerCase();
    const section = CATEGORY_SECTIONS.get(name);
    if (section !== undefined) return section;
    outOfDeck ??= /\{noDeck\}/i.test(category);
  }
  return outOfDeck === true ? 'maybeboard' : undefined;
}

/**
 * The name part without Archidekt's trailing label (`^Have,#37d67a^`) and categories (`[Burn]`), setting `card.section`
 * from the categories. A trailing bracket that could be a set code (TCGplayer's `[C20]`) stays for BRACKET_SUFFIX
 * unless the line or the file is Archidekt's: a label, a printing before the bracket, a bracket no set code could be
 * (`[Tokens & Extras{noDeck}]`, `[Sideboard]`: a space or flag, or more than eight characters), or a category written
 * in mixed case (`[Burn]`; set codes are written in one case). `[E]` stays part of the name, as before.
 */
function dropArchidekt(rest: string, flags: number, archidekt: boolean): string {
  let s = rest;
  let labelled = false;
  if (flags & HAS_CARET && s.endsWith('^')) {
    const label = ARCHIDEKT_LABEL.exec(s);
    if (label) {
      s = s.slice(0, label.index);
      labelled = true;
    }
  }
  if (!(flags & HAS_BRACKET) || !s.endsWith(']')) return s;
  const m = ARCHIDEKT_CATEGORIES.exec(s);
  const inner = m?.[1];
  if (!m || inner === undefined) return s;
  const before = s.slice(0, m.index);
  const category =
    archidekt ||
    labelled ||
    (!SET_LIKE.test(inner) && (inner.length > 8 || /[^A-Za-z0-9_:★*+†-]/.test(inner))) ||
    (/[a-z]/.test(inner) && /[A-Z]/.test(inner)) ||
    (flags & HAS_PAREN && arenaSuffix(before.replace(FOIL_MARK, '')) !== null);
  if (!category) return s;
  card.section = categorySection(inner);
  return before;
}

/**
 * Read the trimmed line `t.slice(start, end)` as a card line. `leading`: the blank characters before it on the line,
 * for the column. `separators`: whether `t` may hold U+2028 or U+2029.
 */
function parseCardLine(
  t: string,
  start: number,
  end: number,
  leading: number,
  separators: boolean,
  archidekt = false,
): CardParseResult {
  if (!scanCountLine(t, start, end, separators)) {
    // ("SB:" alone never gets here: it is the sideboard header.)
    if (/^\d+\s*[xX]?$/.test(t.slice(start, end))) return 'a count without a card name';
    return undefined;
  }
  const count = countOf(t, scanned.digitsAt, scanned.digitsEnd);
  if (count < 1) return `count ${t.slice(scanned.digitsAt, scanned.digitsEnd)} is not a number of cards; write at least 1`;
  if (count > MAX_COUNT) {
    return `count ${t.slice(scanned.digitsAt, scanned.digitsEnd)} is not plausible (more than ${MAX_COUNT})`;
  }
  // The scan takes the spaces after the count, and the line is trimmed, so the name part needs no trimming.
  let rest = t.slice(scanned.restAt, end);
  card.sideboard = scanned.sideboard;
  card.finish = undefined;
  card.section = undefined;
  card.nameSuffix = undefined;
  let set: string | undefined;
  let num: string | undefined;
  const pre = rest.charCodeAt(0) === 91 /* [ */ ? SET_PREFIX.exec(rest) : null;
  if (pre) {
    set = pre[1];
    num = pre[2];
    rest = rest.slice(pre[0].length);
  }
  // Trailing decorations, in the order exporters append them (most lines have none). A foil mark is kept as the
  // entry's finish. Each expression runs only when the name holds the character it needs.
  const flags = DECORATED.test(rest) ? decorations(rest) : 0;
  if (flags !== 0) {
    const foil = (flags & (HAS_STAR | HAS_PAREN)) !== 0;
    if (flags & (HAS_BRACKET | HAS_CARET)) rest = dropArchidekt(rest, flags, archidekt);
    if (flags & HAS_HASH) rest = rest.replace(TAGS, '');
    if (foil) rest = dropFoil(rest);
    if (flags & HAS_ANGLE) rest = rest.replace(VARIANT, '');
    if (foil) rest = dropFoil(rest);
    let arena = flags & HAS_PAREN ? arenaSuffix(rest) : null;
    if (arena && arena.num === undefined && !plausibleSetCode(arena.set)) arena = null;
    const br = arena || !(flags & HAS_BRACKET) ? null : BRACKET_SUFFIX.exec(rest);
    const forge = arena || br || !(flags & HAS_PIPE) ? null : FORGE_SUFFIX.exec(rest);
    if (arena) {
      if (arena.num === undefined) card.nameSuffix = rest.slice(arena.index).trim();
      set ??= arena.set;
      num ??= arena.num;
      rest = rest.slice(0, arena.index);
    } else if (br) {
      set ??= br[1];
      num ??= br[2];
      rest = rest.slice(0, br.index);
    } else if (forge) {
      set ??= forge[1];
      rest = rest.slice(0, forge.index);
    }
    if (foil) rest = dropFoil(rest);
    if (flags & HAS_ANGLE) rest = rest.replace(VARIANT, '');
    rest = rest.trim();
  }
  if (rest === '') return 'a count without a card name';
  card.count = count;
  card.name = rest;
  card.column = leading + 1;
  card.set = set === undefined ? undefined : set.toUpperCase();
  card.collectorNumber = num;
  return card;
}

/** Options for reading a file that is not a whole decklist. */
export interface ParseOptions {
  /**
   * The section of cards before any header (default `main`). When set, a blank line never starts a sideboard: a
   * `--schemes` or `--planes` file is one supplementary deck, blank lines and all.
   */
  readonly defaultSection?: SectionId;
}

/**
 * The entry of a card line. The two usual shapes (a name; a name with set and collector number, as Arena writes) are
 * made whole, each in one step; other printings add what they have.
 */
function deckEntry(parsed: CardParse, section: SectionId, line: number): DeckEntry {
  const { count, name, column, set, collectorNumber, finish, nameSuffix } = parsed;
  if (set === undefined && collectorNumber === undefined && finish === undefined) return { count, name, section, line, column };
  if (set !== undefined && collectorNumber !== undefined && finish === undefined) {
    return { count, name, section, line, column, set, collectorNumber };
  }
  const entry: { -readonly [K in keyof DeckEntry]: DeckEntry[K] } = { count, name, section, line, column };
  if (set !== undefined) entry.set = set;
  if (collectorNumber !== undefined) entry.collectorNumber = collectorNumber;
  if (finish !== undefined) entry.finish = finish;
  if (nameSuffix !== undefined) entry.nameSuffix = nameSuffix;
  return entry;
}

/**
 * Invisible format characters (Unicode category Cf: zero-width spaces and joiners, soft hyphens, direction marks).
 * Not U+FEFF: a byte-order mark is blank space that trimming removes.
 */
const FORMAT_CHAR = /(?!\uFEFF)\p{Cf}/u;
const FORMAT_CHARS = /(?!\uFEFF)\p{Cf}/gu;
const FORMAT_CHAR_NAMES: Readonly<Record<string, string>> = {
  '\u00ad': 'soft hyphen',
  '\u200b': 'zero-width space',
  '\u200c': 'zero-width non-joiner',
  '\u200d': 'zero-width joiner',
  '\u200e': 'left-to-right mark',
  '\u200f': 'right-to-left mark',
  '\u2060': 'word joiner',
};

/**
 * The text without its invisible format characters (pasted from web pages and word processors, they would make
 * "Brainstorm" another name), and a warning for each line that held one. Line numbers do not change: no line end is a
 * format character.
 */
function withoutFormatChars(src: string, file: string, problems: LineFindings): string {
  let lineNo = 0;
  for (let at = 0; at <= src.length; ) {
    let end = src.indexOf('\n', at);
    if (end < 0) end = src.length;
    lineNo++;
    const line = src.slice(at, end);
    if (FORMAT_CHAR.test(line)) {
      const at_ = lineNo;
      // Made only for the lines the bound lists.
      problems.add(at_, 'warning', () => {
        const found = [...new Set(line.match(FORMAT_CHARS))].map((ch) => {
          const code = `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
          const name = FORMAT_CHAR_NAMES[ch];
          return name === undefined ? code : `${code} ${name}`;
        });
        return parseError(
          file,
          at_,
          `line ${at_} holds an invisible character (${found.join(', ')}); it is ignored: ` +
            `${quote(line.replace(FORMAT_CHARS, '').trim())}. Remove it from the file.`,
          'warning',
        );
      });
    }
    at = end + 1;
  }
  return src.replace(FORMAT_CHARS, '');
}

/**
 * A card line in a looser spelling than the reader's own, rewritten in it: a lower-case or colon-less sideboard mark
 * (`sb: 1 Negate`, `SB 1 Duress`) and a count with thousands separators (`1,000 Relentless Rats`). Undefined for
 * anything else. Only lines the reader did not understand get here, so the usual lines pay nothing for it.
 */
function looseCardLine(t: string): string | undefined {
  const m = /^(sb(?::\s*|\s+))?(\d{1,3}(?:,\d{3})+|\d+)(?=\s*[xX]?\s)/i.exec(t);
  if (!m?.[2] || (m[1] === undefined && !m[2].includes(','))) return undefined;
  return `${m[1] === undefined ? '' : 'SB: '}${m[2].replaceAll(',', '')}${t.slice(m[0].length)}`;
}

/** A CR that does not start a CRLF: an old Mac line end. */
const LONE_CR = /\r(?!\n)/;

/** Text whose lone CRs (old Mac line ends) are LFs; CRLF is left for the reader, which drops a CR before an LF. */
function withoutLoneCr(text: string): string {
  return text.includes('\r') && LONE_CR.test(text) ? text.replace(/\r\n?/g, '\n') : text;
}

function hasLetter(s: string): boolean {
  // `++i` in the test, run on every call: an increment after the first character, as a name's first is usually a
  // letter, would run first in some late deck, and V8 would throw away the parser it compiled without it.
  for (let i = -1; ++i < s.length; ) if (isAsciiLetter(s.charCodeAt(i))) return true;
  return false;
}

/** Whether a file names its sections: an `SB:` line or a section header (also as a comment, "// Sideboard"). */
function namesSections(src: string): boolean {
  for (let at = 0; at < src.length; ) {
    let lineEnd = src.indexOf('\n', at);
    if (lineEnd < 0) lineEnd = src.length;
    let i = at;
    at = lineEnd + 1;
    while (i < lineEnd && isAsciiBlank(src.charCodeAt(i))) i++;
    if (i === lineEnd || isDigit(src.charCodeAt(i))) continue; // blank, or a card line
    const t = src.slice(i, lineEnd).trim();
    if (t === '') continue;
    if (/^SB(?::|\s+\d)/i.test(t)) return true;
    const h = headerSection(t.startsWith('//') || t.startsWith('#') ? t.replace(/^(?:\/\/+|#+)\s*/, '') : t);
    if (h !== undefined && h !== 'about') return true;
  }
  return false;
}

export function parseTextDeck(text: string, file: string, options: ParseOptions = {}): ParsedDeck {
  let src = withoutLoneCr(text);
  const diagnostics: Finding[] = [];
  // One bound for the file's problem lines: its invisible characters' warnings count among them.
  const problems = new LineFindings(file, diagnostics);
  if (FORMAT_CHAR.test(src)) src = withoutFormatChars(src, file, problems);
  const separators = src.includes('\u2028') || src.includes('\u2029');
  const entries: DeckEntry[] = [];
  const sectionLines: Partial<Record<SectionId, number>> = {};
  let deckName: string | undefined;

  const archidekt = src.includes('[') && ARCHIDEKT_FILE.test(src);
  // Blank lines separate main deck and sideboard only in files that use neither headers, `SB:` nor Archidekt's
  // categories.
  const explicit = options.defaultSection !== undefined || archidekt || namesSections(src);

  let section: SectionId | 'about' = options.defaultSection ?? 'main';
  let cardsInMain = 0;
  let pendingBlank = false;
  let blankSwitched = false;
  let inMetadata = false;
  let blankFile = true;
  let lineNo = 0;

  // Lines end at LF or CRLF (lone CRs are LFs by now); a final line end does not start another line.
  for (let at = 0; at < src.length; ) {
    const lineStart = at;
    let lineEnd = src.indexOf('\n', at);
    if (lineEnd < 0) lineEnd = src.length;
    at = lineEnd + 1;
    if (lineEnd > lineStart && src.charCodeAt(lineEnd - 1) === 13) lineEnd--;
    lineNo++;
    // Fast path: a line that starts with a count (after blank space) and ends in ASCII is a card line, read where it
    // is in the text. Trimming it could only remove the ASCII blanks skipped here.
    let start = lineStart;
    let end = lineEnd;
    while (start < end && isAsciiBlank(src.charCodeAt(start))) start++;
    while (end > start && isAsciiBlank(src.charCodeAt(end - 1))) end--;
    let parsed: CardParseResult;
    /** The line trimmed, made only when a finding quotes it. */
    let t: string | undefined;
    const c0 = src.charCodeAt(start);
    if (start < end && isDigit(c0) && src.charCodeAt(end - 1) < 128) {
      blankFile = false;
      parsed = parseCardLine(src, start, end, start - lineStart, separators, archidekt);
    } else if (
      c0 === 83 /* S */ &&
      src.startsWith('SB:', start) &&
      src.charCodeAt(end - 1) < 128 &&
      typeof (parsed = parseCardLine(src, start, end, start - lineStart, separators, archidekt)) === 'object' &&
      hasLetter(parsed.name)
    ) {
      // "SB: 2 Duress": "SB:", a count and a name with a letter in it is a card line, never a comment, metadata or a
      // header: a header that starts "SB:" is "SB" and what headerSection strips (colons and a count, as in
      // "SB: 15"). Anything else that starts "SB:" is read below like any other line.
      blankFile = false;
    } else {
      const written = src.slice(lineStart, lineEnd);
      const raw = lineNo === 1 ? written.replace(/^\uFEFF/, '') : written;
      const line = raw.trim();
      t = line;
      if (line === '') {
        if (!explicit && cardsInMain > 0) pendingBlank = true;
        continue;
      }
      blankFile = false;
      // A line that does not start with a count may be a comment, metadata or a section header.
      if (!isDigit(line.charCodeAt(0))) {
        if (line.startsWith('//') || line.startsWith('#')) {
          // A comment that names a section ("// Sideboard") switches to it; other comments are notes.
          const named = headerSection(line.replace(/^(?:\/\/+|#+)\s*/, ''));
          if (named !== undefined && named !== 'about') {
            section = named;
            sectionLines[named] ??= lineNo;
          }
          // Magic Workstation: "// NAME : Deck name".
          const mws = /^\/\/\s*NAME\s*:\s*(\S.*)$/.exec(line);
          if (mws?.[1] !== undefined) deckName ??= mws[1].trim();
          continue;
        }
        // XMage .dck: "NAME:Deck name", and the deck editor's "LAYOUT MAIN:(…)" / "LAYOUT SIDEBOARD:(…)" lines.
        const xmageName = /^NAME:(.*)$/.exec(line);
        if (xmageName?.[1] !== undefined) {
          if (xmageName[1].trim() !== '') deckName ??= xmageName[1].trim();
          continue;
        }
        if (/^LAYOUT (?:MAIN|SIDEBOARD):/.test(line)) continue;
        // "COMMANDER: Atraxa, Praetors' Voice" or "COMMANDER: 1 Atraxa, …": a command-zone card on a line of its own.
        const commander = /^commander:\s*/i.exec(line);
        if (commander && hasLetter(line.slice(commander[0].length)) && headerSection(line) === undefined) {
          const rest = line.slice(commander[0].length);
          const cardText = isDigit(rest.charCodeAt(0)) ? rest : `1 ${rest}`;
          const read = parseCardLine(cardText, 0, cardText.length, 0, separators);
          if (typeof read === 'object') {
            const leading = raw.length - raw.trimStart().length;
            entries.push({ ...deckEntry(read, 'commander', lineNo), column: leading + commander[0].length + 1 });
            sectionLines.commander ??= lineNo;
            continue;
          }
        }
        // Forge .dck: a "[metadata]" block of Key=Value lines before "[Main]"; Name= is the deck name.
        if (/^\[metadata\]$/i.test(line)) {
          inMetadata = true;
          continue;
        }
        if (inMetadata) {
          const kv = /^([A-Za-z][A-Za-z ]*)=(.*)$/.exec(line);
          if (kv?.[1] !== undefined && kv[2] !== undefined) {
            if (kv[1].trim().toLowerCase() === 'name' && kv[2].trim() !== '') deckName ??= kv[2].trim();
            continue;
          }
        }
        const header = headerSection(line);
        if (header !== undefined) {
          inMetadata = false;
          section = header;
          if (header !== 'about') sectionLines[header] ??= lineNo;
          pendingBlank = false;
          continue;
        }
        if (section === 'about') {
          const nm = /^name\s+(.+)$/i.exec(line);
          if (nm?.[1] !== undefined) {
            deckName ??= nm[1].trim();
            continue;
          }
        }
      }
      parsed = parseCardLine(line, 0, line.length, raw.length - raw.trimStart().length, separators, archidekt);
    }
    if (parsed === undefined) {
      t ??= src.slice(start, end);
      const loose = looseCardLine(t);
      if (loose !== undefined) parsed = parseCardLine(loose, 0, loose.length, start - lineStart, separators, archidekt);
    }
    if (parsed === undefined) {
      t ??= src.slice(start, end);
      if (isGroupLabel(t)) continue;
      const text = t;
      problems.add(lineNo, 'error', () =>
        parseError(
          file,
          lineNo,
          `line ${lineNo} is not a card line or a section header: ${quote(text)}. Write cards as "4 Lightning Bolt" ` +
            `(or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".`,
        ),
      );
      continue;
    }
    if (typeof parsed === 'string') {
      t ??= src.slice(start, end);
      const [text, why] = [t, parsed];
      problems.add(lineNo, 'error', () => parseError(file, lineNo, `line ${lineNo}: ${why}: ${quote(text)}.`));
      continue;
    }
    if (section === 'about') section = options.defaultSection ?? 'main';
    if (pendingBlank && section === 'main' && !parsed.sideboard && parsed.section === undefined) {
      if (!blankSwitched) {
        section = 'sideboard';
        sectionLines.sideboard ??= lineNo;
        blankSwitched = true;
      }
    } else if (pendingBlank && blankSwitched && section === 'sideboard') {
      problems.add(lineNo, 'warning', () =>
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
    const sec: SectionId = parsed.section ?? (parsed.sideboard ? 'sideboard' : section);
    if (sec === 'main') cardsInMain++;
    entries.push(deckEntry(parsed, sec, lineNo));
  }
  problems.finish();
  if (blankFile) diagnostics.push(parseError(file, null, 'the file is empty: no cards to check.'));
  return { file, entries, diagnostics, sectionLines, ...(deckName !== undefined ? { name: deckName } : {}) };
}

/**
 * Where a decklist gives its own scheme or planar deck: the line of its `Schemes` / `Planes` section (or of its first
 * card there), or undefined. A separate scheme or planar deck for such a list would be a second one.
 */
export function supplementaryLine(text: string, file: string, kind: 'schemes' | 'planes'): number | undefined {
  const own = parseTextDeck(text, file);
  return own.sectionLines[kind] ?? own.entries.find((e) => e.section === kind)?.line;
}

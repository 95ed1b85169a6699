/**
 * The input formats deckcheck reads, and how it tells them apart: by content first (an XML root element, a JSON
 * document, a CSV header), the file's extension to break ties, and plain text — every text decklist style
 * src/parse/text.ts understands — for everything else. `--input-format <id>` forces one.
 *
 * A registry: adding a format is one entry in INPUT_FORMATS (an id, a name, its extensions, a `sniff` that looks at
 * the start of the text, and a pure `parse`). Pure: no I/O.
 */
import { parseCodDeck } from '../parse/cod.js';
import { looksLikeCsv, parseCsvDeck } from '../parse/csv.js';
import { parseDekDeck } from '../parse/dek.js';
import { parseDeckJson } from '../parse/deck-json.js';
import { parseO8dDeck } from '../parse/o8d.js';
import { headerSection, parseTextDeck } from '../parse/text.js';
import { boundLineFindings, MAX_LINE_FINDINGS, unreadableDeck } from '../parse/parse-error.js';
import type { ParsedDeck } from '../parse/types.js';
import { InputFormatError } from './format-error.js';
import { DOCTYPE_REFUSED, xmlPrologue } from './xml.js';
import { deepFreeze } from '../freeze.js';

export interface InputFormat {
  /** Stable id, as given to `--input-format`. */
  readonly id: string;
  /** What users call it. */
  readonly name: string;
  /** File extensions, lower case, with the dot. */
  readonly extensions: readonly string[];
  /** True when the start of the text has this format's shape. Cheap: looks at the first few kilobytes. */
  readonly sniff: (head: string) => boolean;
  /** Text → deck. Lines it cannot read become `parse-error` findings; a file it cannot read at all throws InputFormatError. */
  readonly parse: (text: string, file: string) => ParsedDeck;
}

/** The start of a text decklist that no other format shares: a count, or a comment. */
const TEXT_START = /^\s*(?:\d|\/\/|#)/;

/** A text decklist whose first line is a section header ("Deck", "Sideboard", "About"): no other format starts so. */
function startsWithHeader(head: string): boolean {
  const start = head.trimStart();
  let end = 0;
  while (end < start.length && start.charCodeAt(end) !== 10 && start.charCodeAt(end) !== 13) {
    if (++end > 64) return false; // longer than any header
  }
  return headerSection(start.slice(0, end)) !== undefined;
}

/** How much of the text sniffing looks at. */
const HEAD = 16 * 1024;

function xmlRoot(head: string): string | undefined {
  // An XML document starts with "<" after any blank space; anything else is not worth scanning.
  if (head.trimStart().charCodeAt(0) !== 60 /* < */) return undefined;
  return xmlPrologue(head).root;
}

/** Plain-text decklists: MTGO .txt, MTG Arena, `4x`, `SB:`, MWS, XMage and Forge .dck, Apprentice, Moxfield, … */
export const TEXT_FORMAT: InputFormat = {
  id: 'text',
  name: 'text decklist (MTGO .txt, MTG Arena, Moxfield, MTGGoldfish, TCGplayer, MWS, XMage/Forge .dck, Apprentice, "4x", "SB:")',
  extensions: ['.txt', '.dec', '.dck', '.mwdeck', '.deck', '.mtga'],
  sniff: () => false, // the fallback: chosen when nothing else matches
  parse: parseTextDeck,
};

/** Every format, in sniffing order. The text format is the fallback and comes last. */
export const INPUT_FORMATS: readonly InputFormat[] = deepFreeze([
  {
    id: 'dek',
    name: 'MTGO .dek',
    extensions: ['.dek'],
    sniff: (head) => xmlRoot(head) === 'Deck' || (xmlRoot(head) === 'deck' && /<Cards\s/.test(head)),
    parse: parseDekDeck,
  },
  {
    id: 'cod',
    name: 'Cockatrice .cod',
    extensions: ['.cod'],
    sniff: (head) => xmlRoot(head)?.toLowerCase() === 'cockatrice_deck',
    parse: parseCodDeck,
  },
  {
    id: 'o8d',
    name: 'OCTGN .o8d',
    extensions: ['.o8d'],
    sniff: (head) => xmlRoot(head) === 'deck' && !/<Cards\s/.test(head),
    parse: parseO8dDeck,
  },
  {
    id: 'csv',
    name: 'CSV export: ManaBox, Moxfield, Deckbox, TCGplayer, Archidekt, MTGGoldfish, DragonShield',
    extensions: ['.csv'],
    sniff: looksLikeCsv,
    parse: parseCsvDeck,
  },
  {
    id: 'json',
    name: 'deckcheck deck JSON',
    extensions: ['.json'],
    sniff: (head) => head.trimStart().startsWith('{') && /"sections"\s*:/.test(head),
    parse: parseDeckJson,
  },
  TEXT_FORMAT,
]);

/** Other names people use for the formats; `--input-format mtgo` is the text reader. */
const ALIASES: Readonly<Record<string, string>> = { txt: 'text', mtgo: 'text', arena: 'text', mtga: 'text' };

export function inputFormatIds(): string[] {
  return INPUT_FORMATS.map((f) => f.id);
}

export function findInputFormat(id: string): InputFormat | undefined {
  const key = id.trim().toLowerCase();
  const real = ALIASES[key] ?? key;
  return INPUT_FORMATS.find((f) => f.id === real);
}

function knownList(): string {
  return INPUT_FORMATS.map((f) => `${f.id} (${f.id === 'text' ? 'text decklists' : f.name})`).join(', ');
}

/** The file name's extension in lower case, with its dot ("deck.TXT" → ".txt"); "" when it has none. */
export function extensionOf(file: string): string {
  const start = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1;
  const dot = file.lastIndexOf('.');
  return dot > start ? file.slice(dot).toLowerCase() : '';
}

/**
 * Which format a file is in. Content decides; the extension breaks ties. A shape deckcheck does not read (XML or JSON
 * of another kind) throws InputFormatError naming the known formats.
 */
export function detectInputFormat(text: string, file: string): InputFormat {
  const head = text.slice(0, HEAD).replace(/^\uFEFF/, '');
  const ext = extensionOf(file);
  // Fast path: a text decklist that starts with a card line or a comment is no other format (XML starts with "<",
  // JSON with "{", a CSV export with its header), unless its name says it should be one.
  if ((ext === '' || TEXT_FORMAT.extensions.includes(ext)) && (TEXT_START.test(head) || startsWithHeader(head))) {
    return TEXT_FORMAT;
  }
  const matches = INPUT_FORMATS.filter((f) => f.sniff(head));
  if (matches.length > 0) return matches.find((f) => f.extensions.includes(ext)) ?? (matches[0] as InputFormat);
  const start = head.trimStart();
  const named = INPUT_FORMATS.find((f) => f !== TEXT_FORMAT && f.extensions.includes(ext));
  const asNamed = named ? `; the name ends in ${ext}, but it is not ${named.name}` : '';
  if (start.startsWith('<')) {
    const pro = xmlPrologue(head);
    if (pro.doctype) throw new InputFormatError(file, pro.doctype.line, DOCTYPE_REFUSED);
    const what = pro.root !== undefined ? `XML whose root element is <${pro.root}>` : 'XML-like, but not readable XML';
    throw new InputFormatError(
      file,
      null,
      `the file is ${what}, which is not a deck format deckcheck reads${asNamed}. Known formats: ${knownList()}. ` +
        'If the file is one of them, say which with --input-format.',
    );
  }
  if (start.startsWith('{') || /^\[\s*[[{"\]]/.test(start)) {
    throw new InputFormatError(
      file,
      null,
      `the file is JSON, but not a deckcheck deck (it needs "schemaVersion": 1 and "sections")${asNamed}. Known formats: ${knownList()}.`,
    );
  }
  // A .csv file whose header deckcheck does not recognise is still read as CSV, so the reader can say which columns
  // it expected.
  if (named?.id === 'csv') return named;
  return TEXT_FORMAT;
}

export interface ReadDeck {
  readonly deck: ParsedDeck;
  readonly format: InputFormat;
}

/**
 * Detect (or take the forced format) and parse. Throws InputFormatError when the file cannot be read at all: an
 * unknown forced id, an unknown shape, XML that is not well-formed or is hostile, JSON that is not a deck.
 */
export function readDeck(text: string, file: string, forced?: string): ReadDeck {
  let format: InputFormat;
  if (forced !== undefined) {
    const f = findInputFormat(forced);
    if (!f) {
      throw new InputFormatError(file, null, `unknown input format "${forced}"; use one of: ${inputFormatIds().join(', ')}`, 'unknown-input-format');
    }
    format = f;
  } else {
    format = detectInputFormat(text, file);
  }
  const deck = format.parse(text, file);
  // The text reader bounds its line findings as it reads (LineFindings); the others are bounded here.
  if (format === TEXT_FORMAT || deck.diagnostics.length <= MAX_LINE_FINDINGS) return { deck, format };
  return { deck: { ...deck, diagnostics: boundLineFindings(file, deck.diagnostics) }, format };
}

/**
 * As readDeck, but never throws: a file that cannot be read becomes a deck with one `parse-error`, which no rule
 * checks (unreadableDeck). For checkTexts.
 */
export function readDeckOrReport(text: string, file: string, forced?: string): ParsedDeck {
  try {
    return readDeck(text, file, forced).deck;
  } catch (e) {
    if (!(e instanceof InputFormatError)) throw e;
    return unreadableDeck(file, e.line, e.reason);
  }
}

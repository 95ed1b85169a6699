/** What the XML deck readers (MTGO .dek, Cockatrice .cod, OCTGN .o8d) share. Pure: no I/O. */
import { InputFormatError } from '../input/format-error.js';
import { parseXml, XmlError, type XmlElement } from '../input/xml.js';
import type { Finding } from '../diagnostic.js';
import { parseError } from './parse-error.js';
import { MAX_COUNT, PARSE_ERROR_REFERENCE } from './text.js';

/** Parse the document; anything that is not well-formed, or is hostile, becomes an InputFormatError. */
export function readXmlDocument(text: string, file: string, what: string): XmlElement {
  try {
    return parseXml(text);
  } catch (e) {
    if (e instanceof XmlError) {
      throw new InputFormatError(file, e.line, `${e.reason} (column ${e.column}); the ${what} cannot be read`);
    }
    throw e;
  }
}

/** The root element must be `expected` (compared without case); otherwise the file is some other XML. */
export function expectRoot(root: XmlElement, file: string, expected: string, what: string): void {
  if (root.name.toLowerCase() !== expected.toLowerCase()) {
    throw new InputFormatError(
      file,
      root.line,
      `the root element is <${root.name}>, not <${expected}>: this is not ${what}`,
    );
  }
}

/** A `parse-error` finding about one element. */
export function elementFinding(
  file: string,
  el: XmlElement,
  message: string,
  severity: 'error' | 'warning' = 'error',
): Finding {
  return {
    rule: 'parse-error',
    severity,
    message: `line ${el.line}: ${message}`,
    file,
    line: el.line,
    column: el.column,
    reference: PARSE_ERROR_REFERENCE,
    related: [],
  };
}

export function emptyFileFinding(file: string, what: string): Finding {
  return parseError(file, null, `the ${what} holds no cards: nothing to check.`);
}

export type CountResult = { readonly ok: true; readonly count: number } | { readonly ok: false; readonly reason: string };

/** A card count written in an attribute: a whole number from 1 to MAX_COUNT. */
export function parseCount(raw: string, attribute: string): CountResult {
  const t = raw.trim();
  if (!/^\d+$/.test(t)) return { ok: false, reason: `${attribute}="${raw}" is not a number of cards; write a whole number such as ${attribute}="4"` };
  const count = Number(t);
  if (count < 1) return { ok: false, reason: `${attribute}="${raw}": write at least 1, or remove the row` };
  if (count > MAX_COUNT) return { ok: false, reason: `${attribute}="${raw}" is not plausible (more than ${MAX_COUNT})` };
  return { ok: true, count };
}

/** Whitespace inside a name collapsed, ends trimmed. */
export function cleanName(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

export function shown(s: string): string {
  return JSON.stringify(s.length > 60 ? `${s.slice(0, 57)}...` : s);
}

/**
 * deckcheck's own deck JSON (the output of `deckcheck convert --to json`, described in src/convert/schema.ts):
 *
 *   { "schemaVersion": 1, "name": null,
 *     "sections": { "main": [ { "count": 4, "name": "Lightning Bolt", … } ], "sideboard": [ … ], … } }
 *
 * Read leniently, so a hand-written file works too: only `count` and `name` are needed in an entry, and a section may
 * be left out. A document that is not JSON, or not a deckcheck deck, cannot be read (InputFormatError); an entry or
 * section that is wrong is a `parse-error` with its line. Pure: no I/O.
 */
import { jsonErrorOffset } from '../input/json-position.js';
import { InputFormatError } from '../input/format-error.js';
import type { Finding } from '../diagnostic.js';
import { parseError } from './parse-error.js';
import { MAX_COUNT } from './text.js';
import { SECTION_LABELS, type DeckEntry, type ParsedDeck, type SectionId } from './types.js';

const SECTION_IDS = new Set(Object.keys(SECTION_LABELS));

interface Lines {
  /** Line of each key of `sections`. */
  readonly sectionKey: Map<string, number>;
  /** Line where each item of each section's array begins, in order. */
  readonly entries: Map<string, number[]>;
}

interface Frame {
  readonly type: 'obj' | 'arr';
  key?: string;
  /** In an object: the next string is a key. In an array: the next token starts an item. */
  expect: boolean;
}

/** Where things stand in a JSON text already known to be valid: one scan, tracking the path. */
function scanLines(text: string): Lines {
  const sectionKey = new Map<string, number>();
  const entries = new Map<string, number[]>();
  const stack: Frame[] = [];
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') {
      line++;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') continue;
    const top = stack[stack.length - 1];
    if (top?.type === 'arr' && top.expect && c !== ']') {
      top.expect = false;
      if (stack.length === 3 && stack[0]?.key === 'sections') {
        const sec = stack[1]?.key ?? '';
        const list = entries.get(sec) ?? [];
        list.push(line);
        entries.set(sec, list);
      }
    }
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (top?.type === 'obj' && top.expect) {
        const key = JSON.parse(text.slice(i, j + 1)) as string;
        top.key = key;
        if (stack.length === 2 && stack[0]?.key === 'sections') sectionKey.set(key, line);
      }
      i = j;
    } else if (c === '{' || c === '[') {
      stack.push({ type: c === '{' ? 'obj' : 'arr', expect: true });
    } else if (c === '}' || c === ']') {
      stack.pop();
    } else if (c === ':') {
      if (top) top.expect = false;
    } else if (c === ',') {
      if (top) top.expect = true;
    }
  }
  return { sectionKey, entries };
}

function lineOfPosition(text: string, pos: number): number {
  let line = 1;
  for (let i = 0; i < pos && i < text.length; i++) if (text[i] === '\n') line++;
  return line;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function finding(file: string, line: number | null, message: string): Finding {
  return parseError(file, line, line === null ? message : `line ${line}: ${message}`);
}

function optionalString(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

export function parseDeckJson(text: string, file: string): ParsedDeck {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    // Node 20 names a position only for some errors ("Unexpected token 'x', ... is not valid JSON" has none): find it.
    const m = /position (\d+)/.exec(e instanceof Error ? e.message : '');
    const body = text.replace(/^\uFEFF/, '');
    const offset = m?.[1] !== undefined ? Number(m[1]) : jsonErrorOffset(body);
    const line = offset !== undefined ? lineOfPosition(body, offset) : null;
    // One line: V8 quotes the text around the error, newlines and all.
    const why = (e instanceof Error ? e.message : String(e)).replace(/\s+/g, ' ');
    throw new InputFormatError(file, line, `the file is not valid JSON (${why})`);
  }
  if (!isRecord(doc) || !('sections' in doc)) {
    throw new InputFormatError(file, null, 'the file is JSON, but not a deckcheck deck: it needs "schemaVersion": 1 and "sections"');
  }
  if (doc.schemaVersion !== 1) {
    throw new InputFormatError(
      file,
      null,
      `"schemaVersion": ${JSON.stringify(doc.schemaVersion) ?? 'missing'} — this deckcheck reads deck JSON version 1`,
    );
  }
  if (!isRecord(doc.sections)) throw new InputFormatError(file, null, '"sections" must be an object of section arrays');
  const lines = scanLines(text);
  const entries: DeckEntry[] = [];
  const diagnostics: Finding[] = [];
  const sectionLines: Partial<Record<SectionId, number>> = {};
  for (const [key, value] of Object.entries(doc.sections)) {
    const keyLine = lines.sectionKey.get(key) ?? null;
    if (!SECTION_IDS.has(key)) {
      diagnostics.push(
        finding(file, keyLine, `section "${key}" is not one of ${[...SECTION_IDS].join(', ')}; its cards are not read.`),
      );
      continue;
    }
    const section = key as SectionId;
    if (!Array.isArray(value)) {
      diagnostics.push(finding(file, keyLine, `section "${key}" must be an array of entries.`));
      continue;
    }
    if (keyLine !== null) sectionLines[section] = keyLine;
    const itemLines = lines.entries.get(key) ?? [];
    for (const [i, item] of (value as unknown[]).entries()) {
      const line = itemLines[i] ?? keyLine;
      if (!isRecord(item)) {
        diagnostics.push(finding(file, line, `an entry of "${key}" must be an object such as {"count": 4, "name": "Lightning Bolt"}.`));
        continue;
      }
      const { count, name } = item;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
        diagnostics.push(
          finding(file, line, `"count": ${JSON.stringify(count) ?? 'missing'} is not a number of cards; write a whole number from 1 to ${MAX_COUNT}.`),
        );
        continue;
      }
      if (typeof name !== 'string' || name.trim() === '') {
        diagnostics.push(finding(file, line, 'an entry without a "name"; write the card name, e.g. "name": "Lightning Bolt".'));
        continue;
      }
      const set = optionalString(item.set);
      const num = optionalString(item.collectorNumber);
      const finish = item.finish === 'foil' || item.finish === 'etched' ? item.finish : undefined;
      const mtgoId = typeof item.mtgoId === 'string' && /^\d+$/.test(item.mtgoId) ? item.mtgoId : undefined;
      entries.push({
        count,
        name: name.replace(/\s+/g, ' ').trim(),
        section,
        line: line ?? 1,
        column: 1,
        ...(set !== undefined ? { set: set.toUpperCase() } : {}),
        ...(num !== undefined ? { collectorNumber: num } : {}),
        ...(finish !== undefined ? { finish } : {}),
        ...(mtgoId !== undefined ? { mtgoId } : {}),
      });
    }
  }
  const name = optionalString(doc.name);
  if (entries.length === 0 && diagnostics.length === 0) diagnostics.push(finding(file, null, 'the deck holds no cards: nothing to check.'));
  return { file, entries, diagnostics, sectionLines, ...(name !== undefined ? { name } : {}) };
}

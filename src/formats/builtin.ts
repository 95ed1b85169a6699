/**
 * The built-in formats written as format-file data (data/formats/<id>.json; formats/formats DATA_FORMATS names them):
 * each file is imported only when its format is checked, and compiled by the code that reads a user's format file.
 * The data is not validated here (zod would cost start-up time): a test validates every
 * file against the format-file schema. No I/O beyond the module import.
 */
import { findDataFormat, findFormat, type FormatDef } from './formats.js';
import type { FormatFileData } from './format-file.js';

type JsonModule = { readonly default: unknown };

/** One import per file, so a bundler keeps each in a chunk of its own. */
const LOADERS: Readonly<Record<string, () => Promise<JsonModule>>> = {
  'canadian-highlander': () => import('../data/formats/canadian-highlander.json', { with: { type: 'json' } }),
  'australian-highlander': () => import('../data/formats/australian-highlander.json', { with: { type: 'json' } }),
  'european-highlander': () => import('../data/formats/european-highlander.json', { with: { type: 'json' } }),
  'tiny-leaders': () => import('../data/formats/tiny-leaders.json', { with: { type: 'json' } }),
};

/** The data of a built-in format-file format (by id or alias), or undefined when there is none of that id. */
export async function dataFormatData(id: string): Promise<FormatFileData | undefined> {
  const entry = findDataFormat(id);
  const load = entry ? LOADERS[entry.id] : undefined;
  if (!load) return undefined;
  return (await load()).default as FormatFileData;
}

/** The built-in format-file format of this id or alias, compiled on its base; undefined when there is none. */
export async function loadDataFormat(id: string): Promise<FormatDef | undefined> {
  const entry = findDataFormat(id);
  const memo = entry ? COMPILED.get(entry.id) : undefined;
  if (memo) return memo;
  const data = await dataFormatData(id);
  if (!data || !entry) return undefined;
  const { formatFromData } = await import('./format-file.js');
  const base = data.base ? (findFormat(data.base) ?? null) : null;
  const format = formatFromData(data, base);
  COMPILED.set(entry.id, format);
  return format;
}

/** Each built-in data format compiled once (its data is this module's own). */
const COMPILED = new Map<string, FormatDef>();

/**
 * deckcheck.config.json: what `deckcheck check` checks when it is given no inputs, so that a repository of decklists
 * is checked by `deckcheck check` alone. A list of checks, each a set of files (or of team folders) with the format,
 * date, variant and team settings they are checked under; and the reporters. Validated with zod; every problem is
 * "path: message". Paths and patterns are relative to the file's folder.
 */
import { jsonPathText } from '../input/json-position.js';
import { z } from 'zod';
import { FORMAT_CHOICES, findFormat } from '../formats/formats.js';
import { VARIANT_IDS } from '../variants/variants.js';
import { BracketField } from './manifest.js';

export const CONFIG_FILE = 'deckcheck.config.json';

const Patterns = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

const DateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'write the day as YYYY-MM-DD');
const Platform = z.enum(['paper', 'mtgo', 'arena']);

const Check = z
  .object({
    name: z
      .string()
      .regex(/^[\w.-]+$/, 'use letters, digits, ".", "-" and "_" (the name goes into report file names)')
      .optional()
      .describe('A name for this check, put in place of {name} in reporter paths. Default: its number, from 1.'),
    files: Patterns.optional().describe(
      'Decklist files, folders or glob patterns ("modern/**"); each file is one player\'s deck, checked on its own.',
    ),
    teams: Patterns.optional().describe(
      'Folders, or glob patterns of folders ("2hg/*/"): each folder is one team, its decklist files the players\' decks.',
    ),
    format: z.enum(FORMAT_CHOICES as [string, ...string[]]).optional().describe('The format (default "casual").'),
    formatFile: z
      .string()
      .min(1)
      .optional()
      .describe('A format described in a JSON file (schema/format.schema.json), instead of "format"; relative to this file\'s folder.'),
    date: DateField.optional().describe('Check against the lists of this day (default: the top-level date, else today).'),
    platform: Platform.optional().describe('The platform this check is for (default: the top-level platform).'),
    variant: z
      .enum(VARIANT_IDS as [string, ...string[]])
      .optional()
      .describe('A casual variant with a supplementary deck (a scheme deck or a planar deck in each decklist).'),
    teamRules: z
      .enum(['2hg', 'unified'])
      .optional()
      .describe('With teams: "2hg" (Two-Headed Giant, the default) or "unified" (Team Unified Constructed, three players).'),
    teamOverrides: z.enum(['lenient', 'strict']).optional().describe('With teams: the rule for cards that lift the copy limit.'),
    pool: z.string().min(1).optional().describe('Sealed / Draft, with files: the registered pool every deck is built from.'),
    commanderColor: z
      .string()
      .min(1)
      .optional()
      .describe('The colour chosen for a commander that chooses one before the game (CR 903.4b), e.g. "G".'),
    bracket: BracketField.describe('Commander: check every deck against this Commander bracket, 1 (Exhibition) to 5 (cEDH), from 2025-02-11.'),
  })
  .strict();

export const ConfigSchema = z
  .object({
    $schema: z.string().optional(),
    date: DateField.optional().describe('The day every check is made for, unless a check gives its own. Default: today.'),
    platform: Platform.optional().describe(
      'The platform every check is for, unless a check gives its own: "paper" (tabletop), "mtgo" (Magic Online) or "arena" ' +
        "(MTG Arena); sets are dated by the day they came to it. Default: a .dek file's own (Magic Online), else the format's.",
    ),
    reporters: z
      .array(z.string().regex(/^[a-z-]+(:.+)?$/, 'write a reporter as id or id:path, e.g. "stylish" or "junit:deckcheck.xml"'))
      .min(1)
      .optional()
      .describe(
        'Reporters, as for --reporter: id, or id:path to write a file. With several checks, a path holds {name}. Default: stylish. --reporter on the command line replaces them.',
      ),
    maxWarnings: z.number().int().min(0).optional().describe('Exit 1 when a check has more than this many warnings.'),
    checks: z.array(Check).min(1, 'name at least one check').describe('What is checked, and how.'),
  })
  .strict()
  .describe('deckcheck configuration (deckcheck.config.json)');

export type Config = z.infer<typeof ConfigSchema>;
export type ConfigCheck = z.infer<typeof Check>;

export function configJsonSchema(): unknown {
  return z.toJSONSchema(ConfigSchema, { target: 'draft-2020-12', io: 'input' });
}

/** The patterns of a check's files or teams, as a list. */
export function patternList(value: string | readonly string[] | undefined): readonly string[] {
  return value === undefined ? [] : typeof value === 'string' ? [value] : value;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

/** Validate a parsed JSON value as a configuration; problems are "path: message", in document order. */
export function validateConfig(value: unknown): ConfigResult {
  const r = ConfigSchema.safeParse(value);
  if (!r.success) return { ok: false, problems: r.error.issues.map((i) => `${jsonPathText(i.path)}: ${i.message}`) };
  const config = r.data;
  const problems: string[] = [];
  const names = new Map<string, number>();
  config.checks.forEach((c, i) => {
    const where = `checks[${i}]`;
    if ((c.files === undefined) === (c.teams === undefined)) {
      problems.push(`${where}: give "files" (each file one deck) or "teams" (each folder one team), one of the two`);
    }
    if (c.format !== undefined && c.formatFile !== undefined) {
      problems.push(`${where}.formatFile: give "format" or "formatFile", not both; a format file names its base format as "base"`);
    }
    const limited = findFormat(c.format ?? 'casual')?.kind === 'limited';
    if (c.pool !== undefined && !limited) problems.push(`${where}.pool: pools are for "format": "sealed" or "draft"`);
    if (c.pool !== undefined && c.teams !== undefined) {
      problems.push(`${where}.pool: each team has a pool of its own; check 2HG Limited teams with an event manifest (deckcheck event)`);
    }
    for (const key of ['teamRules', 'teamOverrides'] as const) {
      if (c[key] !== undefined && c.teams === undefined) problems.push(`${where}.${key}: is for "teams"`);
    }
    const name = c.name ?? String(i + 1);
    const prev = names.get(name);
    if (prev !== undefined) problems.push(`${where}.name: "${name}" is already the name of checks[${prev}]`);
    else names.set(name, i);
  });
  if (config.checks.length > 1) {
    (config.reporters ?? []).forEach((spec, i) => {
      const file = spec.indexOf(':') >= 0 ? spec.slice(spec.indexOf(':') + 1) : undefined;
      if (file !== undefined && !file.includes('{name}')) {
        problems.push(`reporters[${i}]: with several checks each writes its own report; put {name} in the path ("${spec.replace(/(\.[^./]*)?$/, '-{name}$1')}")`);
      }
    });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}

/**
 * Event manifests: one JSON file naming an event's format, date, and its players and teams with their deck files.
 * Validated with zod; every problem is reported as "path: message". Paths in the manifest are relative to it.
 */
import { z } from 'zod';
import { FORMAT_IDS } from '../formats/formats.js';

const Player = z
  .object({
    name: z.string().min(1).describe("The player's name, as shown in reports."),
    deck: z.string().min(1).describe('The decklist file, relative to the manifest.'),
  })
  .strict();

const Team = z
  .object({
    name: z.string().min(1).describe("The team's name."),
    players: z.array(Player).min(2, 'a team needs at least two players').describe('Every player of the team.'),
  })
  .strict();

export const ManifestSchema = z
  .object({
    $schema: z.string().optional(),
    schemaVersion: z.literal(1),
    name: z.string().min(1).optional().describe("The event's name."),
    format: z.enum(FORMAT_IDS as [string, ...string[]]).describe('The format every deck is checked against.'),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'write the day as YYYY-MM-DD')
      .optional()
      .describe('The event day: the banned/restricted lists in force then apply. Default: today.'),
    teamOverrides: z.enum(['lenient', 'strict']).optional().describe('Team rule for cards that lift the copy limit.'),
    players: z.array(Player).default([]).describe('Players checked on their own.'),
    teams: z.array(Team).default([]).describe('Two-Headed Giant teams (or larger), checked deck by deck and together.'),
  })
  .strict()
  .describe('deckcheck event manifest');

export type Manifest = z.infer<typeof ManifestSchema>;

export function manifestJsonSchema(): unknown {
  return z.toJSONSchema(ManifestSchema, { target: 'draft-2020-12', io: 'input' });
}

function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out === '' ? '' : '.'}${String(p)}`;
  return out === '' ? '(top level)' : out;
}

export type ManifestResult = { ok: true; manifest: Manifest } | { ok: false; problems: string[] };

/** Validate a parsed JSON value as a manifest; problems are "path: message", in document order. */
export function validateManifest(value: unknown): ManifestResult {
  const r = ManifestSchema.safeParse(value);
  if (!r.success) return { ok: false, problems: r.error.issues.map((i) => `${pathText(i.path)}: ${i.message}`) };
  const m = r.data;
  const problems: string[] = [];
  if (m.players.length === 0 && m.teams.length === 0) problems.push('(top level): name at least one player or team');
  const decks = new Map<string, string>();
  const names = new Map<string, string>();
  const note = (deck: string, name: string, where: string) => {
    const prevDeck = decks.get(deck);
    if (prevDeck !== undefined) problems.push(`${where}.deck: "${deck}" is already the deck of ${prevDeck}`);
    else decks.set(deck, where);
    const prevName = names.get(name);
    if (prevName !== undefined) problems.push(`${where}.name: "${name}" is already used at ${prevName}`);
    else names.set(name, where);
  };
  m.players.forEach((p, i) => note(p.deck, p.name, `players[${i}]`));
  m.teams.forEach((t, i) => t.players.forEach((p, j) => note(p.deck, p.name, `teams[${i}].players[${j}]`)));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, manifest: m };
}

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

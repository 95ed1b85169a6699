/**
 * Event manifests: one JSON file naming an event's format, date, and its players and teams with their deck files.
 * Validated with zod; every problem is reported as "path: message". Paths in the manifest are relative to it.
 */
import { z } from 'zod';
import { FORMAT_CHOICES, findFormat } from '../formats/formats.js';
import { VARIANT_IDS, findVariant } from '../variants/variants.js';
import { jsonPathText } from '../input/json-position.js';

/** A Commander bracket, 1 (Exhibition) to 5 (cEDH): `bracket` in a manifest and in a configuration's check. */
export const BracketField = z.number().int().min(1).max(5).optional();

const Player = z
  .object({
    name: z.string().min(1).describe("The player's name, as shown in reports."),
    deck: z.string().min(1).describe('The decklist file, relative to the manifest.'),
    id: z.string().min(1).optional().describe("The player's ID number, printed on registration sheets (deckcheck sheet)."),
    pool: z.string().min(1).optional().describe('Sealed / Draft: the pool this deck is built from (text or CSV).'),
    schemes: z.string().min(1).optional().describe("Archenemy variants: the player's scheme deck as a file of its own."),
    planes: z.string().min(1).optional().describe("Planechase: the player's planar deck as a file of its own."),
    seat: z
      .enum(['A', 'B', 'C'])
      .optional()
      .describe(
        'Team Unified Constructed: the seat the player registered (A, B or C; MTR 8.2). Give it for every player of the team or for none; without it, seats follow the order of the players.',
      ),
  })
  .strict();

const TeamRulesField = z
  .enum(['2hg', 'unified'])
  .optional()
  .describe(
    'The team model: "2hg" (Two-Headed Giant: a team-wide four-copy limit, no sideboards) or "unified" (Team Unified Constructed, MTR 8.4: three players, a card name in one deck of the team only, sideboards allowed). Default: "2hg".',
  );

const Team = z
  .object({
    name: z.string().min(1).describe("The team's name."),
    players: z.array(Player).min(2, 'a team needs at least two players').describe('Every player of the team.'),
    pool: z
      .string()
      .min(1)
      .optional()
      .describe("2HG Sealed / Draft: the team's shared pool; both decks together must come from it."),
    teamRules: TeamRulesField.describe("This team's model, instead of the event's teamRules."),
  })
  .strict();

export const ManifestSchema = z
  .object({
    $schema: z.string().optional(),
    schemaVersion: z.literal(1),
    name: z.string().min(1).optional().describe("The event's name."),
    location: z.string().min(1).optional().describe('Where the event is held, printed on registration sheets.'),
    format: z
      .enum(FORMAT_CHOICES as [string, ...string[]])
      .optional()
      .describe('The format every deck is checked against (or give formatFile).'),
    formatFile: z
      .string()
      .min(1)
      .optional()
      .describe("A format file (schema/format.schema.json), relative to the manifest: the event's own format, instead of format."),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'write the day as YYYY-MM-DD')
      .optional()
      .describe('The event day: the banned/restricted lists in force then apply. Default: today.'),
    platform: z
      .enum(['paper', 'mtgo', 'arena'])
      .optional()
      .describe(
        'Where the event is played: "paper" (tabletop), "mtgo" (Magic Online) or "arena" (MTG Arena); sets are dated by the ' +
          "day they came to it. It rules every deck of the event (a player's .dek export too). Default: the format's own (tabletop; MTG Arena for the Arena formats).",
      ),
    teamOverrides: z.enum(['lenient', 'strict']).optional().describe('Team rule for cards that lift the copy limit.'),
    teamRules: TeamRulesField,
    bracket: BracketField.describe("Commander: the event's Commander bracket (1 Exhibition to 5 cEDH); every deck is checked against it."),
    variant: z
      .enum(VARIANT_IDS as [string, ...string[]])
      .optional()
      .describe('A casual variant with a supplementary deck: scheme decks (Archenemy) or planar decks (Planechase).'),
    players: z.array(Player).default([]).describe('Players checked on their own.'),
    teams: z
      .array(Team)
      .default([])
      .describe('Teams (Two-Headed Giant, or Team Unified Constructed with teamRules "unified"), checked deck by deck and together.'),
  })
  .strict()
  .describe('deckcheck event manifest');

export type Manifest = z.infer<typeof ManifestSchema>;

export function manifestJsonSchema(): unknown {
  return z.toJSONSchema(ManifestSchema, { target: 'draft-2020-12', io: 'input' });
}

export type ManifestResult = { ok: true; manifest: Manifest } | { ok: false; problems: string[] };

/** Validate a parsed JSON value as a manifest; problems are "path: message", in document order. */
export function validateManifest(value: unknown): ManifestResult {
  const r = ManifestSchema.safeParse(value);
  if (r.success) {
    const problems = manifestProblems(r.data);
    return problems.length > 0 ? { ok: false, problems } : { ok: true, manifest: r.data };
  }
  // Every problem at once: the schema's, then the others found in what could be read (a problem under a path the
  // schema already named is left out, as it rests on a value that was not read).
  const shape = r.error.issues.map((i) => ({ path: jsonPathText(i.path), text: `${jsonPathText(i.path)}: ${i.message}` }));
  const others = manifestProblems(Lenient.parse(value)).filter((p) => {
    const at = p.slice(0, p.indexOf(': '));
    if (at === '(top level)') return !shape.some((s) => /^(players|teams)\b/.test(s.path));
    return !shape.some((s) => at === s.path || at.startsWith(`${s.path}.`) || at.startsWith(`${s.path}[`) || s.path.startsWith(`${at}.`) || s.path.startsWith(`${at}[`));
  });
  return { ok: false, problems: [...shape.map((s) => s.text), ...others] };
}

/**
 * What of a manifest that does not match the schema can still be read, field by field: a value of the wrong type is
 * left out (an empty name or deck in a player's place keeps the others' indexes). For manifestProblems only.
 */
const optionalText = z.string().min(1).optional().catch(undefined);
const LenientPlayer = z
  .object({
    name: z.string().catch(''),
    deck: z.string().catch(''),
    pool: optionalText,
    schemes: optionalText,
    planes: optionalText,
    seat: z.enum(['A', 'B', 'C']).optional().catch(undefined),
  })
  .catch({ name: '', deck: '' });
const Lenient = z
  .object({
    format: z.enum(FORMAT_CHOICES as [string, ...string[]]).optional().catch(undefined),
    formatFile: optionalText,
    teamRules: z.enum(['2hg', 'unified']).optional().catch(undefined),
    variant: z.enum(VARIANT_IDS as [string, ...string[]]).optional().catch(undefined),
    players: z.array(LenientPlayer).catch([]).default([]),
    teams: z
      .array(
        z
          .object({
            name: z.string().catch(''),
            players: z.array(LenientPlayer).catch([]).default([]),
            pool: optionalText,
            teamRules: z.enum(['2hg', 'unified']).optional().catch(undefined),
          })
          .catch({ name: '', players: [] }),
      )
      .catch([])
      .default([]),
  })
  .catch({ players: [], teams: [] });

type ReadManifest = z.infer<typeof Lenient>;

/** The problems of a manifest that the schema cannot see: each "path: message", in document order. */
function manifestProblems(m: ReadManifest): string[] {
  const problems: string[] = [];
  if (m.players.length === 0 && m.teams.length === 0) problems.push('(top level): name at least one player or team');
  if (m.format === undefined && m.formatFile === undefined) problems.push('format: give the format (or formatFile, a format file)');
  if (m.format !== undefined && m.formatFile !== undefined) {
    problems.push('formatFile: give either format or formatFile, not both (a format file names its base format itself)');
  }
  const decks = new Map<string, string>();
  const names = new Map<string, string>();
  const note = (deck: string, name: string, where: string) => {
    if (deck === '' || name === '') return;
    const prevDeck = decks.get(deck);
    if (prevDeck !== undefined) problems.push(`${where}.deck: "${deck}" is already the deck of ${prevDeck}`);
    else decks.set(deck, where);
    const prevName = names.get(name);
    if (prevName !== undefined) problems.push(`${where}.name: "${name}" is already used at ${prevName}`);
    else names.set(name, where);
  };
  m.players.forEach((p, i) => note(p.deck, p.name, `players[${i}]`));
  m.teams.forEach((t, i) => t.players.forEach((p, j) => note(p.deck, p.name, `teams[${i}].players[${j}]`)));
  const limited = m.format !== undefined && findFormat(m.format)?.kind === 'limited';
  const variant = m.variant !== undefined ? findVariant(m.variant) : undefined;
  const supplementary = (p: z.infer<typeof LenientPlayer>, where: string) => {
    for (const kind of ['schemes', 'planes'] as const) {
      if (p[kind] === undefined) continue;
      if (variant?.supplementary !== kind) {
        const ids = VARIANT_IDS.filter((id) => findVariant(id)?.supplementary === kind).join(', ');
        problems.push(`${where}.${kind}: needs "variant" set to one of ${ids}`);
      }
    }
    if (p.pool !== undefined && !limited) problems.push(`${where}.pool: pools are for "format": "sealed" or "draft"`);
  };
  m.players.forEach((p, i) => {
    supplementary(p, `players[${i}]`);
    if (p.seat !== undefined) problems.push(`players[${i}].seat: seats are for the players of a team; list the player under a team`);
  });
  m.teams.forEach((t, i) => {
    const rules = t.teamRules ?? m.teamRules ?? '2hg';
    const where = `teams[${i}]`;
    if (rules === 'unified' && limited) {
      problems.push(`${where}.teamRules: "unified" (Team Unified Constructed, MTR 8.4) is for Constructed formats, not "${m.format}"`);
    }
    if (rules === 'unified' && t.players.length !== 3) {
      problems.push(`${where}.players: a Team Unified Constructed team has three players (seats A, B, C), not ${t.players.length}`);
    }
    const seats = t.players.map((p) => p.seat);
    if (rules !== 'unified' && seats.some((x) => x !== undefined)) {
      problems.push(`${where}.players: seats (A, B, C) are for Team Unified Constructed; set "teamRules": "unified" or leave them out`);
    } else if (seats.some((x) => x !== undefined) && seats.some((x) => x === undefined)) {
      problems.push(`${where}.players: give a seat to every player of the team, or to none (then they sit A, B, C in order)`);
    } else {
      seats.forEach((x, j) => {
        if (x !== undefined && seats.indexOf(x) !== j) problems.push(`${where}.players[${j}].seat: seat ${x} is already taken in this team`);
      });
    }
  });
  m.teams.forEach((t, i) => {
    if (t.pool !== undefined && !limited) problems.push(`teams[${i}].pool: pools are for "format": "sealed" or "draft"`);
    t.players.forEach((p, j) => {
      supplementary(p, `teams[${i}].players[${j}]`);
      if (p.pool !== undefined) problems.push(`teams[${i}].players[${j}].pool: a team shares one pool; give it as teams[${i}].pool`);
    });
  });
  if (variant && m.teams.length > 0) problems.push('teams: variants check players one by one; list them under "players"');
  return problems;
}

export { lineColumn } from '../input/json-position.js';

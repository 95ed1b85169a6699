/** `deckcheck event <manifest>`: check every player and team an event manifest names. */
import { ReportBuilder, type PreparedPool } from '../../api/engine.js';
import { homePlatform, NO_POOL_NOTE, type ReportSummary } from '../../check/check.js';
import type { CliIo } from '../io.js';
import { checkAll, chooseJobs, parseJobs, type WorkItem } from '../jobs.js';
import { finishOutput, now, openOutput, outputOptions } from '../output.js';
import { loadManifest } from '../manifest-input.js';
import { loadFormatFile } from '../format-file-input.js';
import { boundHeap } from '../heap.js';
import { createProgress } from '../progress.js';
import { databaseSetting, encodingFinding, prepareOrExplain } from '../check/action.js';
import { readPool } from '../pool-input.js';

export interface EventCommandOptions {
  readonly reporter?: readonly string[];
  readonly color?: boolean;
  readonly quiet?: boolean;
  readonly maxWarnings?: string;
  /** false with --no-db. */
  readonly db?: boolean;
  readonly dataDir?: string;
  /** --jobs N: threads that check decks, this one and N - 1 workers (default: one thread, no worker). */
  readonly jobs?: string;
}

/**
 * A Sealed / Draft event's summary with the note `check --format sealed` gives without --pool, naming the players and
 * teams the manifest gives no pool. When some have none, no pool is shown as the report's (it is not everyone's).
 */
export function withPoolNote(summary: ReportSummary, unpooled: readonly string[]): ReportSummary {
  const notes = summary.notes.filter((n) => n !== NO_POOL_NOTE);
  if (unpooled.length === 0) return notes.length === summary.notes.length ? summary : { ...summary, notes };
  const shown = unpooled.length > 5 ? `${unpooled.slice(0, 5).join(', ')} and ${unpooled.length - 5} more` : unpooled.join(', ');
  const note =
    `The manifest gives no pool for ${shown}: their decks are checked for the 40-card minimum, but not against the ` +
    'cards they opened or drafted. Give each a "pool" to check that.';
  const out: { -readonly [K in keyof ReportSummary]: ReportSummary[K] } = { ...summary, notes: [...notes, note] };
  delete out.pool;
  return out;
}

export async function runEvent(manifestArg: string, opts: EventCommandOptions, io: CliIo): Promise<number> {
  const started = now();
  boundHeap();
  const runOutput = outputOptions(opts, io, started);
  const jobs = parseJobs(opts.jobs);
  const { manifest: m, fileOf, missingDecks } = await loadManifest(manifestArg, io);
  // A player whose decklist cannot be read is listed as having no decklist; everyone else is checked.
  const deckOf = (rel: string) => {
    const file = fileOf(rel);
    const missing = missingDecks.get(file.abs);
    return { file, ...(missing !== undefined ? { missing } : {}) };
  };
  const formatFile = m.formatFile !== undefined ? await loadFormatFile(fileOf(m.formatFile).abs, io) : undefined;
  const given = {
    ...databaseSetting(opts, io),
    ...(m.format !== undefined ? { format: m.format } : {}),
    ...(formatFile ? { formatFile } : {}),
    ...(m.date !== undefined ? { date: m.date } : {}),
    ...(m.platform !== undefined ? { platform: m.platform } : {}),
    team: m.teams.length > 0,
    ...(m.teamOverrides !== undefined ? { teamOverrides: m.teamOverrides } : {}),
    ...(m.variant !== undefined ? { variant: m.variant } : {}),
    ...(m.bracket !== undefined ? { bracket: m.bracket } : {}),
  };
  const first = await prepareOrExplain(given);
  // The event's platform rules every deck: the manifest's, else the format's own (tabletop, or MTG Arena for the
  // Arena formats). A player's .dek export in a tabletop event is a list for that event, not a Magic Online deck.
  const platform = m.platform ?? homePlatform(first.format);
  const settings = { ...given, platform };
  const prepared = first.platform === platform ? first : { ...first, platform };
  const deckPaths = new Set([...m.players, ...m.teams.flatMap((t) => t.players)].map((p) => fileOf(p.deck).abs));
  const pools = new Map<string, PreparedPool>();
  const poolFor = async (rel: string | undefined): Promise<PreparedPool | undefined> => {
    if (rel === undefined) return undefined;
    const f = fileOf(rel);
    let pool = pools.get(f.abs);
    if (!pool) {
      pool = await readPool(io, f.abs, f.shown, prepared, deckPaths, encodingFinding);
      pools.set(f.abs, pool);
    }
    return pool;
  };
  const items: WorkItem[] = [];
  // Sealed / Draft: the players and teams the manifest gives no pool (named in the report's note).
  const unpooled: string[] = [];
  const limited = prepared.format.kind === 'limited';
  const poolKeys = new Set<string>();
  const poolKey = async (rel: string | undefined): Promise<string | undefined> => {
    if (rel === undefined) return undefined;
    await poolFor(rel);
    const key = fileOf(rel).abs;
    poolKeys.add(key);
    return key;
  };
  for (const t of m.teams) {
    const key = await poolKey(t.pool);
    if (limited && key === undefined) unpooled.push(`team ${t.name} (${t.players.map((p) => p.name).join(', ')})`);
    items.push({
      decks: t.players.map((p) => ({ ...deckOf(p.deck), player: p.name, ...(p.seat !== undefined ? { seat: p.seat } : {}) })),
      team: t.name,
      teamRules: t.teamRules ?? m.teamRules ?? '2hg',
      ...(key ? { pool: key } : {}),
    });
  }
  for (const p of m.players) {
    const kind = p.schemes !== undefined ? 'schemes' : p.planes !== undefined ? 'planes' : undefined;
    const rel = p.schemes ?? p.planes;
    const f = rel !== undefined ? fileOf(rel) : undefined;
    const key = await poolKey(p.pool);
    if (limited && key === undefined) unpooled.push(p.name);
    items.push({
      decks: [{ ...deckOf(p.deck), player: p.name }],
      ...(kind !== undefined && f ? { supplementary: { abs: f.abs, shown: f.shown, kind, ...(m.variant !== undefined ? { variant: m.variant } : {}) } } : {}),
      ...(key ? { pool: key } : {}),
    });
  }
  const builder = new ReportBuilder(prepared, [...pools.values()]);
  const event = m.name !== undefined || m.location !== undefined ? { name: m.name ?? null, location: m.location ?? null } : undefined;
  const summary = () => ({ ...withPoolNote(builder.summary(), unpooled), ...(event ? { event } : {}) });
  const output = await openOutput(io, runOutput, summary());
  try {
    const progress = createProgress(io, items.length, 'checking');
    const ctx = { prepared, pools, cwd: io.cwd };
    const setup = () => ({ settings, pools: [...pools.entries()], cwd: io.cwd, env: io.env });
    await checkAll(items, chooseJobs(jobs, items.length), undefined, setup, ctx, io, (unit, done) => {
      builder.add(unit);
      output.add(unit);
      progress.tick(done);
    });
    progress.done();
    return await finishOutput(output, summary(), builder.extraFindings(), io, runOutput);
  } finally {
    output.dispose();
  }
}

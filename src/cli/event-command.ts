/** `deckcheck event <manifest>`: check every player and team an event manifest names. */
import { checkUnitTexts, finishReport, type PreparedPool } from '../api.js';
import type { UnitReport } from '../check/check.js';
import type { CliIo } from './io.js';
import { loadManifest } from './manifest-input.js';
import { emitReport, parseMaxWarnings } from './output.js';
import { createProgress } from './progress.js';
import { parseReporterSpecs } from './reporters.js';
import { databaseSetting, encodingFinding, prepareOrExplain, readDeck } from './check-command.js';
import { readPool } from './pool-input.js';
import { attachSupplementary } from './variant-options.js';

export interface EventCommandOptions {
  readonly reporter?: readonly string[];
  readonly color?: boolean;
  readonly quiet?: boolean;
  readonly maxWarnings?: string;
  /** false with --no-db. */
  readonly db?: boolean;
  readonly dataDir?: string;
}

export async function runEvent(manifestArg: string, opts: EventCommandOptions, io: CliIo): Promise<number> {
  const started = performance.now();
  const specs = parseReporterSpecs(opts.reporter ?? []);
  const maxWarnings = parseMaxWarnings(opts.maxWarnings);
  const { manifest: m, fileOf } = await loadManifest(manifestArg, io);
  const prepared = await prepareOrExplain({
    ...databaseSetting(opts, io),
    format: m.format,
    ...(m.date !== undefined ? { date: m.date } : {}),
    team: m.teams.length > 0,
    ...(m.teamOverrides !== undefined ? { teamOverrides: m.teamOverrides } : {}),
    ...(m.variant !== undefined ? { variant: m.variant } : {}),
  });
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
  const total = m.players.length + m.teams.length;
  const progress = createProgress(io, total, 'checking');
  const units: UnitReport[] = [];
  for (const t of m.teams) {
    const decks = t.players.map((p) => readDeck(fileOf(p.deck), p.name));
    units.push(checkUnitTexts(prepared, decks, t.name, await poolFor(t.pool)));
    progress.tick(units.length);
  }
  for (const p of m.players) {
    let deck = readDeck(fileOf(p.deck), p.name);
    const kind = p.schemes !== undefined ? 'schemes' : p.planes !== undefined ? 'planes' : undefined;
    const rel = p.schemes ?? p.planes;
    if (kind !== undefined && rel !== undefined) {
      const f = fileOf(rel);
      deck = await attachSupplementary(deck, { file: f.abs, kind, ...(m.variant !== undefined ? { variant: m.variant } : {}) }, io, f.shown, encodingFinding);
    }
    units.push(checkUnitTexts(prepared, [deck], undefined, await poolFor(p.pool)));
    progress.tick(units.length);
  }
  progress.done();
  return emitReport(finishReport(prepared, units, [...pools.values()]), io, {
    specs,
    started,
    ...(opts.color !== undefined ? { color: opts.color } : {}),
    ...(opts.quiet !== undefined ? { quiet: opts.quiet } : {}),
    ...(maxWarnings !== undefined ? { maxWarnings } : {}),
  });
}

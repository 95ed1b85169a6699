/** `deckcheck event <manifest>`: check every player and team an event manifest names. */
import path from 'node:path';
import { checkUnitTexts, finishReport } from '../api.js';
import type { UnitReport } from '../check/check.js';
import { InputError, readTextFile } from '../input/read.js';
import { displayPath } from './inputs.js';
import { UsageError, type CliIo } from './io.js';
import { emitReport, parseMaxWarnings } from './output.js';
import { createProgress } from './progress.js';
import { parseReporterSpecs } from './reporters.js';
import { prepareOrExplain, readDeck } from './check-command.js';

export interface EventCommandOptions {
  readonly reporter?: readonly string[];
  readonly color?: boolean;
  readonly quiet?: boolean;
  readonly maxWarnings?: string;
}

export async function runEvent(manifestArg: string, opts: EventCommandOptions, io: CliIo): Promise<number> {
  const started = performance.now();
  const specs = parseReporterSpecs(opts.reporter ?? []);
  const maxWarnings = parseMaxWarnings(opts.maxWarnings);
  const abs = path.resolve(io.cwd, manifestArg);
  const shown = displayPath(io.cwd, abs);
  let text: string;
  try {
    text = readTextFile(abs, shown).text;
  } catch (e) {
    if (e instanceof InputError) throw new UsageError(e.message);
    throw e;
  }
  const { validateManifest, lineColumn } = await import('../event/manifest.js');
  const { jsonErrorOffset } = await import('../event/json-position.js');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const offset = jsonErrorOffset(text);
    const where = offset !== undefined ? lineColumn(text, offset) : undefined;
    throw new UsageError(
      `${shown}${where ? `:${where.line}:${where.column}` : ''}: not valid JSON (${msg}); fix the manifest and run again`,
    );
  }
  const result = validateManifest(value);
  if (!result.ok) {
    throw new UsageError(
      `${shown} is not a valid event manifest:\n${result.problems.map((p) => `  ${p}`).join('\n')}\n` +
        'See schema/event.schema.json and fixtures/events/example.json.',
    );
  }
  const m = result.manifest;
  const base = path.dirname(abs);
  const deckFile = (deck: string) => {
    const a = path.resolve(base, deck);
    return { abs: a, shown: displayPath(io.cwd, a) };
  };
  const prepared = await prepareOrExplain({
    format: m.format,
    ...(m.date !== undefined ? { date: m.date } : {}),
    team: m.teams.length > 0,
    ...(m.teamOverrides !== undefined ? { teamOverrides: m.teamOverrides } : {}),
  });
  const total = m.players.length + m.teams.length;
  const progress = createProgress(io, total, 'checking');
  const units: UnitReport[] = [];
  for (const t of m.teams) {
    units.push(checkUnitTexts(prepared, t.players.map((p) => readDeck(deckFile(p.deck), p.name)), t.name));
    progress.tick(units.length);
  }
  for (const p of m.players) {
    units.push(checkUnitTexts(prepared, [readDeck(deckFile(p.deck), p.name)]));
    progress.tick(units.length);
  }
  progress.done();
  return emitReport(finishReport(prepared, units), io, {
    specs,
    started,
    ...(opts.color !== undefined ? { color: opts.color } : {}),
    ...(opts.quiet !== undefined ? { quiet: opts.quiet } : {}),
    ...(maxWarnings !== undefined ? { maxWarnings } : {}),
  });
}

/**
 * `deckcheck sheet [options] <decklists...> -o sheets.pdf` and `deckcheck sheet --event manifest.json -o sheets.pdf`:
 * the Constructed deck registration sheet of every player, one after another in one PDF.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isIsoDate } from '../../api/engine.js';
import { findFormat } from '../../formats/formats.js';
import { findInputFormat, inputFormatIds } from '../../input/detect.js';
import type { ParsedDeck } from '../../parse/types.js';
import type { SheetDeck } from '../../sheet/model.js';
import { databaseSetting, prepareOrExplain, readDeck } from '../check/action.js';
import { displayPath, expandInputs, type InputFile } from '../inputs.js';
import { EXIT_ILLEGAL, EXIT_LEGAL, UsageError, type CliIo } from '../io.js';
import { loadManifest } from '../manifest-input.js';

export interface SheetCommandOptions {
  readonly output?: string;
  readonly event?: string;
  readonly player?: readonly string[];
  readonly playerId?: readonly string[];
  readonly eventName?: string;
  readonly date?: string;
  readonly location?: string;
  readonly designer?: string;
  readonly inputFormat?: string;
  readonly db?: boolean;
  readonly dataDir?: string;
}

/** One player's sheet to make: the decklist and what the header says. */
interface SheetJob {
  readonly file: InputFile;
  readonly player: string;
  readonly playerId: string;
  /** The manifest names this decklist but it cannot be read: why, with the manifest's key. */
  readonly missing?: string;
}

function jobsFromFiles(files: readonly InputFile[], opts: SheetCommandOptions): SheetJob[] {
  const players = opts.player ?? [];
  const ids = opts.playerId ?? [];
  if (players.length > files.length) {
    throw new UsageError(`${players.length} --player names for ${files.length} decklist${files.length === 1 ? '' : 's'}; give one name per decklist, in the same order`);
  }
  if (ids.length > files.length) {
    throw new UsageError(`${ids.length} --player-id values for ${files.length} decklist${files.length === 1 ? '' : 's'}; give one per decklist, in the same order`);
  }
  return files.map((file, i) => ({ file, player: players[i] ?? '', playerId: ids[i] ?? '' }));
}

export async function runSheet(inputs: readonly string[], opts: SheetCommandOptions, io: CliIo): Promise<number> {
  if (opts.output === undefined) throw new UsageError('sheet writes a PDF: give the file with -o, --output <file.pdf>');
  if (opts.inputFormat !== undefined && !findInputFormat(opts.inputFormat)) {
    throw new UsageError(`unknown input format "${opts.inputFormat}"; use one of: ${inputFormatIds().join(', ')}`);
  }
  if (opts.date !== undefined && !isIsoDate(opts.date)) {
    throw new UsageError(`--date "${opts.date}" is not a date; write the day as YYYY-MM-DD, e.g. 2025-01-15`);
  }
  if (opts.event !== undefined && inputs.length > 0) {
    throw new UsageError('give either decklist files or --event <manifest>, not both');
  }
  if (opts.event !== undefined && ((opts.player ?? []).length > 0 || (opts.playerId ?? []).length > 0)) {
    throw new UsageError('--player and --player-id are for decklist files; with --event the manifest names the players');
  }
  if (opts.event === undefined && inputs.length === 0) {
    throw new UsageError('name the decklists (deckcheck sheet deck.txt -o sheet.pdf) or an event manifest (--event event.json)');
  }
  let jobs: SheetJob[];
  let format: string | undefined;
  let header = { event: opts.eventName ?? '', date: opts.date ?? '', location: opts.location ?? '' };
  if (opts.event !== undefined) {
    const { manifest: m, fileOf, missingDecks } = await loadManifest(opts.event, io);
    const def = m.format !== undefined ? findFormat(m.format) : undefined;
    if (def?.kind === 'limited') {
      throw new UsageError(
        `${opts.event} is a ${def.name} event: deckcheck makes Constructed registration sheets only. The Limited sheet is ` +
          "a checklist of one set's cards, and deckcheck has no per-set card lists to print it from; use the sheet " +
          'Wizards of the Coast publishes for the set',
      );
    }
    format = m.format;
    header = {
      event: opts.eventName ?? m.name ?? '',
      date: opts.date ?? m.date ?? '',
      location: opts.location ?? m.location ?? '',
    };
    jobs = [...m.teams.flatMap((t) => t.players), ...m.players].map((p) => {
      const file = fileOf(p.deck);
      const missing = missingDecks.get(file.abs);
      return { file, player: p.name, playerId: p.id ?? '', ...(missing !== undefined ? { missing } : {}) };
    });
  } else if ((opts.player ?? []).length > 0 || (opts.playerId ?? []).length > 0) {
    // Names pair with the decklists in the order they are given, so each input must be one file.
    const files = inputs.map((input) => {
      const found = expandInputs([input], io.cwd);
      const [only] = found;
      if (found.length !== 1 || !only) {
        throw new UsageError(`${input} names ${found.length} decklists; with --player, name each decklist file on its own`);
      }
      return only;
    });
    jobs = jobsFromFiles(files, opts);
  } else {
    jobs = jobsFromFiles(expandInputs(inputs, io.cwd), opts);
  }
  const outAbs = path.resolve(io.cwd, opts.output);
  const clash = jobs.find((j) => j.file.abs === outAbs);
  if (clash) throw new UsageError(`--output ${opts.output} is one of the decklists; write the sheets to another file`);

  const prepared = await prepareOrExplain({ ...databaseSetting(opts, io), ...(format !== undefined ? { format } : {}) });
  const { sheetDeck, splitPlayerName } = await import('../../sheet/model.js');
  const { renderSheetsPdf } = await import('../../sheet/pdf.js');
  const decks: SheetDeck[] = [];
  let unread = 0;
  // The decklists that cannot be read at all: no sheet for them; the others are printed, and these listed together.
  const failed: string[] = [];
  for (const job of jobs) {
    const who = job.player !== '' ? `${job.player}: ` : '';
    if (job.missing !== undefined) {
      failed.push(`${who}${job.missing}`);
      continue;
    }
    let read;
    try {
      read = readDeck(job.file, undefined, opts.inputFormat);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      failed.push(`${who}${e.message}`);
      continue;
    }
    // readDeck always parses (it stops the run on a file it cannot read); the fallback only satisfies the type.
    const parsed: ParsedDeck = read.parsed ?? { file: read.file, entries: [], sectionLines: {}, diagnostics: [] };
    // Every line is printed or reported: lines that are not cards are listed with their line numbers.
    for (const f of parsed.diagnostics) {
      io.stderr(`deckcheck: ${f.file ?? job.file.shown}${f.line !== null ? `:${f.line}` : ''}: ${f.severity}: ${f.message}\n`);
      if (f.severity === 'error') unread++;
    }
    const deck = sheetDeck(parsed, prepared.index, {
      ...splitPlayerName(job.player),
      playerId: job.playerId,
      ...header,
      deckName: parsed.name ?? '',
      designer: opts.designer ?? '',
    });
    for (const n of deck.notes) io.stderr(`deckcheck: note: ${job.file.shown}: ${n}\n`);
    decks.push(deck);
  }
  const noSheet = `no sheet for ${failed.length === 1 ? 'this decklist' : `these ${failed.length} decklists`}, which cannot be read`;
  if (decks.length === 0) throw new UsageError(`${noSheet}; nothing written:\n${failed.map((f) => `  ${f}`).join('\n')}`);
  if (decks.some((d) => !d.typesKnown) && decks.some((d) => d.main.length > 0)) {
    io.stderr(
      'deckcheck: note: without a card database only basic lands are known to be lands; the other cards keep the ' +
        "list's order (with one, creatures come first, then other spells, then lands).\n",
    );
  }
  const { bytes, pages } = await renderSheetsPdf(decks, {
    title: header.event !== '' ? `${header.event}: deck registration sheets` : 'Deck registration sheets',
    ...(header.date !== '' ? { date: header.date } : {}),
  });
  try {
    await writeFile(outAbs, bytes);
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
    throw new UsageError(`could not write ${opts.output} (${code || String(e)})`);
  }
  io.stderr(
    `deckcheck: ${displayPath(io.cwd, outAbs)}: ${decks.length} sheet${decks.length === 1 ? '' : 's'}, ${pages} page${pages === 1 ? '' : 's'}` +
      `${unread > 0 ? `; ${unread} line${unread === 1 ? '' : 's'} could not be read (listed above) and ${unread === 1 ? 'is' : 'are'} not on the sheet` : ''}\n`,
  );
  if (failed.length > 0) io.stderr(`deckcheck: ${noSheet}:\n${failed.map((f) => `  ${f}`).join('\n')}\n`);
  return unread > 0 || failed.length > 0 ? EXIT_ILLEGAL : EXIT_LEGAL;
}

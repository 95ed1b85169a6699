/** `deckcheck convert <file> --to <id> [--output FILE] [--input-format <id>] [--strict]` */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { convertDeck, embeddedEnglishIndex, findTarget, losesCards, TARGET_IDS } from '../../convert/index.js';
import { findInputFormat, inputFormatIds, readDeck } from '../../input/detect.js';
import { InputFormatError } from '../../input/format-error.js';
import { InputError, readTextFile } from '../../input/read.js';
import type { ParsedDeck } from '../../parse/types.js';
import { withCardNames } from '../../convert/card-names.js';
import { databaseSetting, encodingFinding, prepareOrExplain } from '../check/action.js';
import { displayPath, refuseStandardInput } from '../inputs.js';
import { EXIT_ILLEGAL, EXIT_LEGAL, UsageError, type CliIo } from '../io.js';

export interface ConvertCommandOptions {
  readonly to: string;
  readonly output?: string;
  readonly inputFormat?: string;
  readonly strict?: boolean;
  readonly db?: boolean;
  readonly dataDir?: string;
}

export async function runConvert(file: string, opts: ConvertCommandOptions, io: CliIo): Promise<number> {
  const target = findTarget(opts.to);
  if (!target) throw new UsageError(`--to "${opts.to}" is not a format deckcheck writes; use one of: ${TARGET_IDS.join(', ')}`);
  if (opts.inputFormat !== undefined && !findInputFormat(opts.inputFormat)) {
    throw new UsageError(`unknown input format "${opts.inputFormat}"; use one of: ${inputFormatIds().join(', ')}`);
  }
  refuseStandardInput(file, io.cwd);
  const abs = path.resolve(io.cwd, file);
  const shown = displayPath(io.cwd, path.resolve(io.cwd, file));
  const outAbs = opts.output !== undefined ? path.resolve(io.cwd, opts.output) : undefined;
  if (outAbs === abs) throw new UsageError(`--output ${opts.output ?? ''} is the input file; write the conversion to another file`);
  let deck: ParsedDeck;
  let fallback: boolean;
  try {
    const decoded = await readTextFile(abs, shown);
    fallback = decoded.fallback;
    deck = readDeck(decoded.text, shown, opts.inputFormat).deck;
  } catch (e) {
    if (e instanceof InputError || e instanceof InputFormatError) throw new UsageError(e.message);
    throw e;
  }
  const findings = fallback ? [encodingFinding(shown), ...deck.diagnostics] : deck.diagnostics;
  // Each message names its line ("line 5: …").
  for (const f of findings) io.stderr(`deckcheck: ${f.file ?? shown}: ${f.severity}: ${f.message}\n`);
  const errors = findings.filter((f) => f.severity === 'error').length;
  // With a card database, names are written as it reads them: foreign names in English, a typo as its one suggestion.
  const setting = databaseSetting(opts, io);
  const prepared = setting.dataDir !== undefined ? await prepareOrExplain(setting) : undefined;
  const withDb = prepared?.cardDatabase != null && deck.entries.length > 0;
  const named = withDb && prepared ? withCardNames(deck, prepared.index) : { deck, notes: [] };
  for (const n of named.notes) io.stderr(`deckcheck: note: ${shown}: ${n.message}\n`);
  const index = target.id !== 'json' ? undefined : withDb && prepared ? prepared.index : await embeddedEnglishIndex();
  const out = convertDeck(named.deck, target.id, index ? { index } : {});
  for (const n of out.notes) io.stderr(`deckcheck: note: ${shown}: ${n.message}\n`);
  if (target.id === 'json' && deck.entries.length > 0 && !withDb) {
    io.stderr(
      'deckcheck: note: no card database is loaded, so "english" is null for cards deckcheck does not know ' +
        '(it knows basic lands, cards with their own copy limit, and cards on a banned or restricted list).\n',
    );
  }
  if (opts.strict && (errors > 0 || losesCards(out))) {
    io.stderr(
      `deckcheck: --strict: nothing written, because ${
        errors > 0 ? `${errors} line${errors === 1 ? '' : 's'} of ${shown} could not be read` : `${target.name} cannot hold the deck as read`
      } (see above).\n`,
    );
    return EXIT_ILLEGAL;
  }
  if (outAbs === undefined) {
    io.stdout(out.text);
  } else {
    try {
      await writeFile(outAbs, out.text);
    } catch (e) {
      const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
      throw new UsageError(`could not write ${opts.output ?? ''} (${code || String(e)})`);
    }
  }
  return errors > 0 ? EXIT_ILLEGAL : EXIT_LEGAL;
}

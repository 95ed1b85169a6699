/** `--variant`, `--schemes FILE`, `--planes FILE`: which variant, and the supplementary deck given as its own file. */
import path from 'node:path';
import type { DeckText } from '../api/engine.js';
import { InputError, readTextFile } from '../input/read.js';
import { supplementaryLine } from '../parse/text.js';
import type { Finding } from '../diagnostic.js';
import {
  findVariant,
  supplementaryHeader,
  supplementaryLabel,
  supplementaryOption,
  VARIANTS,
  type SupplementaryKind,
} from '../variants/variants.js';
import { UsageError, type CliIo } from './io.js';

export interface VariantCliOptions {
  readonly variant?: string;
  readonly schemes?: string;
  readonly planes?: string;
}

export interface VariantChoice {
  /** The variant id, when one applies (given, or implied by --schemes / --planes). */
  readonly variant?: string;
  /** The supplementary deck file, as given on the command line. */
  readonly file?: string;
  readonly kind?: SupplementaryKind;
}

function idsOf(kind: SupplementaryKind): string {
  return VARIANTS.filter((v) => v.supplementary === kind)
    .map((v) => v.id)
    .join(', ');
}

/**
 * Settle the variant options, or stop with a usage error. `--schemes` alone means `--variant archenemy`, `--planes`
 * alone `--variant planechase`. A separate supplementary file belongs to one player, so it needs exactly one decklist.
 */
export function chooseVariant(opts: VariantCliOptions, deckFiles: number): VariantChoice {
  if (opts.schemes !== undefined && opts.planes !== undefined) {
    throw new UsageError('--schemes and --planes cannot be combined; check one variant at a time');
  }
  const kind: SupplementaryKind | undefined =
    opts.schemes !== undefined ? 'schemes' : opts.planes !== undefined ? 'planes' : undefined;
  const file = opts.schemes ?? opts.planes;
  let variant = opts.variant;
  if (variant !== undefined && !findVariant(variant)) {
    throw new UsageError(`unknown variant "${variant}"; use one of: ${VARIANTS.map((v) => v.id).join(', ')}`);
  }
  if (kind === undefined || file === undefined) return variant !== undefined ? { variant } : {};
  const def = variant !== undefined ? findVariant(variant) : undefined;
  if (def && def.supplementary !== kind) {
    const other: SupplementaryKind = kind === 'schemes' ? 'planes' : 'schemes';
    throw new UsageError(
      `${supplementaryOption(kind)} gives a ${supplementaryLabel(kind)}, which --variant ${def.id} does not use; ` +
        `give its ${supplementaryLabel(other)} with ${supplementaryOption(other)}, or choose --variant ${idsOf(kind)}`,
    );
  }
  variant ??= kind === 'schemes' ? 'archenemy' : 'planechase';
  if (file.trim() === '') throw new UsageError(`${supplementaryOption(kind)} needs a file name`);
  if (deckFiles !== 1) {
    throw new UsageError(
      `${supplementaryOption(kind)} gives one player's ${supplementaryLabel(kind)}, but ${deckFiles} decklists were ` +
        `named; check one player at a time, or put a "${supplementaryHeader(kind)}" section in each decklist`,
    );
  }
  return { variant, file, kind };
}

/**
 * Read the supplementary file and attach it to the player's deck. A decklist that has its own section of that kind
 * as well would leave two candidates for one deck: that is a usage error, not a guess.
 */
export async function attachSupplementary(
  deck: DeckText,
  choice: VariantChoice,
  io: CliIo,
  shown: string,
  fallbackFinding: (file: string) => Finding,
): Promise<DeckText> {
  if (choice.file === undefined || choice.kind === undefined) return deck;
  const kind = choice.kind;
  const line = supplementaryLine(deck.text, deck.file, kind);
  if (line !== undefined) {
    throw new UsageError(
      `${deck.file} has its own ${supplementaryLabel(kind)} (line ${line}) and ${supplementaryOption(kind)} ` +
        `${shown} gives another; give the ${supplementaryLabel(kind)} once`,
    );
  }
  let decoded;
  try {
    decoded = await readTextFile(path.resolve(io.cwd, choice.file), shown);
  } catch (e) {
    if (e instanceof InputError) throw new UsageError(e.message);
    throw e;
  }
  return {
    ...deck,
    supplementary: {
      file: shown,
      text: decoded.text,
      ...(decoded.fallback ? { inputFindings: [fallbackFinding(shown)] } : {}),
    },
  };
}

/**
 * The library's settings: what a program asks for (CheckSettings), what prepareCheck makes of it (PreparedCheck), and
 * how each setting is read and refused (a SettingsError naming it). Pure of Node; the CLI reads its options with the
 * same functions, so a flag and a setting are refused in the same words.
 */
import { PLATFORM_NAMES, PLATFORMS, type CardDatabaseInfo, type Color, type Platform } from '../cards/facts.js';
import type { CheckSetup, FormatSource } from '../check/check.js';
import { playedOnArenaOnly, type FormatDef } from '../formats/formats.js';
import type { FormatFileInput } from '../formats/format-file.js';
import { BRACKETS_SINCE, bracketProblem, type Bracket } from '../formats/brackets.js';
import { findInputFormat, inputFormatIds } from '../input/detect.js';
import type { TeamOverridePolicy, TeamRules } from '../rules/types.js';
import { SettingsError } from '../errors.js';
import type { CardDatabase } from './card-database.js';

export interface CheckSettings {
  /** Format id (default "casual"). */
  readonly format?: string;
  /** YYYY-MM-DD; default: today (local time). */
  readonly date?: string;
  /**
   * The platform the check is for: 'paper' (tabletop), 'mtgo' (Magic Online) or 'arena' (MTG Arena), any case. Sets
   * and printings are dated by the day they came to it where deckcheck knows that day (data/pools/mtgo.json,
   * arena.json). Default: each deck's own (an MTGO .dek file: 'mtgo'), else the format's (MTG Arena for Historic,
   * Timeless and Brawl; tabletop for the rest). A format that exists only on MTG Arena refuses another platform
   * (SettingsError `settings-conflict`); an unknown value is SettingsError `unknown-platform`.
   */
  readonly platform?: string;
  /** The decks are one Two-Headed Giant team. */
  readonly team?: boolean;
  readonly teamOverrides?: TeamOverridePolicy;
  /**
   * The team model for `team`: '2hg' (Two-Headed Giant, the default) or 'unified' (Team Unified Constructed, MTR 8.4:
   * three players, a card name in one deck of the team only, sideboards allowed).
   */
  readonly teamRules?: TeamRules;
  /** A casual variant with a supplementary deck: archenemy, supervillain-rumble, archenemy-commander, planechase. */
  readonly variant?: string;
  /** Sealed / Draft: the pool file the decks are built from (checkFiles only; checkTexts takes a PreparedPool). */
  readonly pool?: string;
  /**
   * Directory of the card database (see `deckcheck db`): checks also know every card (unknown names, foreign-language
   * names, card-pool legality). Without it, only the embedded facts are used. The library refuses a directory that
   * holds no usable database (SettingsError `no-card-database`, `card-database-unusable`).
   */
  readonly dataDir?: string;
  /**
   * A card database opened once with openCardDatabase and shared by any number of prepared checks, for any format
   * and day (instead of `dataDir`, which opens the database for this check alone).
   */
  readonly cardDatabase?: CardDatabase;
  /**
   * false: do not use deckcheck's built-in card data (the card snapshot in the package, data/card-snapshot) when no
   * `dataDir` or `cardDatabase` gives a card database; the check then knows only the embedded facts. By default
   * (true) Node's prepareCheck uses it; the browser entry has none of its own (give it as `cardDatabase`, opened
   * with openCardDatabaseBytes from the snapshot's bytes).
   */
  readonly builtInCardData?: boolean;
  /**
   * The colour(s) chosen for a commander that chooses its colour before the game (CR 903.4b: The Prismatic Piper,
   * Faceless One, Clara Oswald), as letters ("G") or names ("green").
   */
  readonly commanderColor?: string;
  /**
   * Commander only, from 2025-02-11: check each deck against this Commander bracket (1 Exhibition … 5 cEDH) of the
   * Commander Format Panel: Game Changers, mass land denial, extra turns, two-card combos. A number, or its digits.
   */
  readonly bracket?: number | string;
  /**
   * A format file, read and validated (readFormatFileText in input/format-file-text, for the CLI, the web page
   * and other programs): used instead of `format`.
   */
  readonly formatFile?: FormatFileInput;
  /**
   * Where the format came from when the caller did not name it: the decklists' own declaration (the format is then
   * `format`), or nowhere (`{ kind: 'none' }`: Casual constructed, and the report says no format was named).
   */
  readonly formatSource?: FormatSource;
  /**
   * How many findings of one deck or team a report lists (a whole number, at least 1; default MAX_FINDINGS, 500): the
   * rest are counted in one `findings-not-listed` finding, an error when any of them is one.
   */
  readonly maxFindings?: number;
}

export { SettingsError, nameAsSetting, type SettingNamer, type SettingsErrorCode } from '../errors.js';

export interface PreparedCheck extends CheckSetup {
  readonly team: boolean;
  /** The team model of teams checked with this preparation (an event may name another per team). */
  readonly teamRules: TeamRules;
  /** The card database in use (null: none). */
  readonly cardDatabase?: CardDatabaseInfo | null;
}

export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

/**
 * The bracket `value` asks for, or undefined when none is: a SettingsError for a value that is not 1-5, for a format
 * other than Commander (the brackets are the Commander Format Panel's), and for a day before the brackets began.
 */
export function bracketSetting(value: number | string | undefined, format: FormatDef, date: string): Bracket | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  const problem = bracketProblem(n, format, date);
  if (problem === undefined) return n as Bracket;
  const code = !Number.isInteger(n) || n < 1 || n > 5 ? 'invalid-settings' : date < BRACKETS_SINCE && format.id === 'commander' ? 'date-out-of-range' : 'settings-conflict';
  const shown = Number.isNaN(n) ? `"${String(value)}"` : String(n);
  throw new SettingsError(code, (name) => `${name('bracket', String(value))}: ${problem.replace(`not ${n}`, `not ${shown}`)}`, 'bracket');
}

/**
 * The platform `value` names (any case), or undefined when not given. A SettingsError for another value, and for a
 * platform a format is not played on: the MTG Arena formats exist only on Arena (a tabletop or Magic Online check of
 * them would be a different format). Every other format takes any platform: deckcheck dates its sets by the platform's
 * days and does not judge whether the platform runs the format (a decision the project's documentation explains).
 */
export function platformSetting(value: string | undefined, format: FormatDef): Platform | undefined {
  if (value === undefined) return undefined;
  const v = value.trim().toLowerCase();
  const platform = PLATFORMS.find((p) => p === v);
  if (platform === undefined) {
    throw new SettingsError(
      'unknown-platform',
      (name) => `${name('platform')} takes ${PLATFORMS.map((p) => `"${p}"`).join(', ')}, not "${value}"`,
      'platform',
    );
  }
  if (playedOnArenaOnly(format) && platform !== 'arena') {
    const formatName = format.name;
    throw new SettingsError(
      'settings-conflict',
      (name) =>
        `${formatName} exists only on MTG Arena; it cannot be checked for ${PLATFORM_NAMES[platform]}. ` +
        `Leave out ${name('platform')} or use ${name('platform', 'arena')}.`,
      'platform',
    );
  }
  return platform;
}

/** The policy of `teamOverrides` (any case), or undefined when not given; a SettingsError for another value. */
export function teamOverridesSetting(value: string | undefined): TeamOverridePolicy | undefined {
  if (value === undefined) return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'lenient' || v === 'strict') return v;
  throw new SettingsError(
    'unknown-team-overrides',
    (name) => `${name('teamOverrides')} takes "lenient" or "strict", not "${value}"`,
    'teamOverrides',
  );
}

/** The team model of `teamRules` (any case; only for a team), or undefined when not given; else a SettingsError. */
export function teamRulesSetting(value: string | undefined, team: boolean): TeamRules | undefined {
  if (value === undefined) return undefined;
  const v = value.trim().toLowerCase();
  if (v !== '2hg' && v !== 'unified') {
    throw new SettingsError('unknown-team-rules', (name) => `${name('teamRules')} takes "2hg" or "unified", not "${value}"`, 'teamRules');
  }
  if (!team) {
    throw new SettingsError(
      'settings-conflict',
      (name) => `${name('teamRules')} is for a team: add ${name('team')} and name every player's decklist`,
      'teamRules',
    );
  }
  return v;
}

/** The input format `id` names (any case), or a SettingsError naming the ones there are. */
export function inputFormatSetting(id: string): string {
  const f = findInputFormat(id);
  if (!f) throw new SettingsError('unknown-input-format', `unknown input format "${id}"; use one of: ${inputFormatIds().join(', ')}`, 'inputFormat');
  return f.id;
}

/** Why `decks` cannot be one team under `teamRules`, or undefined when they can: a team has two players or more. */
export function teamDecksProblem(teamRules: TeamRules, decks: number): string | undefined {
  if (decks < 2) return `a team needs the decklists of every player on the team (at least two decks, not ${decks})`;
  return teamSizeProblem(teamRules, decks);
}

/** Players of a Team Unified Constructed team: three, in seats A, B and C (MTR 8.2). */
export const UNIFIED_TEAM_SIZE = 3;

export const UNIFIED_SEATS: readonly string[] = ['A', 'B', 'C'];

/** Why a team model cannot be used with a format, or undefined when it can. */
export function teamRulesFormatProblem(teamRules: TeamRules, format: FormatDef): string | undefined {
  if (teamRules === 'unified' && format.kind === 'limited') {
    return (
      `Team Unified Constructed (team rules "unified", MTR 8.4) is for Constructed formats, not ${format.name}; ` +
      'check a Sealed or Draft team with the 2hg team rules and its pool'
    );
  }
  return undefined;
}

/** Why a team of `players` cannot be checked under a team model, or undefined when it can. */
export function teamSizeProblem(teamRules: TeamRules, players: number): string | undefined {
  if (teamRules === 'unified' && players !== UNIFIED_TEAM_SIZE) {
    return (
      `a Team Unified Constructed team has three players, in seats A, B and C (MTR 8.2, 8.4), not ${players}; ` +
      'give the three decklists of one team (for a two-player team use the 2hg team rules)'
    );
  }
  return undefined;
}

const COLOR_WORDS: Readonly<Record<string, Color>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** "G", "green", "WU", "white,blue" → colour letters; a SettingsError for anything else. */
export function parseColors(text: string): Color[] {
  const t = text.trim().toLowerCase();
  const words = t.split(/[\s,+/]+/).filter((w) => w !== '');
  const out = new Set<Color>();
  for (const w of words) {
    const named = COLOR_WORDS[w];
    if (named) {
      out.add(named);
      continue;
    }
    if (!/^[wubrg]+$/.test(w)) {
      throw new SettingsError(
        'invalid-commander-color',
        (name) =>
          `"${text}" is not a colour; write ${name('commanderColor')} as letters (W, U, B, R, G) or names (white, blue, black, red, green)`,
        'commanderColor',
      );
    }
    for (const ch of w) out.add(ch.toUpperCase() as Color);
  }
  if (out.size === 0) {
    throw new SettingsError('invalid-commander-color', (name) => `${name('commanderColor')} needs a colour: W, U, B, R or G`, 'commanderColor');
  }
  return (['W', 'U', 'B', 'R', 'G'] as const).filter((c) => out.has(c));
}

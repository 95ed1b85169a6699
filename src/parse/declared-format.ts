/**
 * The format a decklist file declares for itself, used when nothing above it (the command line, a configuration, an
 * event manifest) names one:
 *   - Magic Workstation / MTGTop8 exports: a comment line `// FORMAT : Modern` (also `# FORMAT: Modern`);
 *   - Cockatrice `.cod`: `<format>modern</format>` (written by Cockatrice's deck editor since 2.11).
 * The written name is matched to a built-in format by its id, its name or a common other name (EDH, Type 1); a name
 * deckcheck does not know is returned without an id, so that the caller can say it was not used.
 */
import { DATA_FORMATS, FORMATS } from '../formats/formats.js';

export interface DeclaredFormat {
  /** The format as the file writes it. */
  readonly written: string;
  /** 1-based line of the declaration. */
  readonly line: number;
  /** The built-in format it names, or undefined when deckcheck knows no format of that name. */
  readonly id: string | undefined;
}

/** How far into a file a declaration is looked for: it belongs to the file's header, before the cards. */
const HEAD_LINES = 60;

const COMMENT = /^\s*(?:\/\/|#)\s*FORMAT\s*:\s*(\S[^\r\n]*?)\s*$/i;
const COD_FORMAT = /<format>\s*([^<]*?)\s*<\/format>/i;

/** Other names players and programs write for a format, by their key (see `key`). */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  edh: 'commander',
  elderdragonhighlander: 'commander',
  cedh: 'commander',
  type1: 'vintage',
  t1: 'vintage',
  type15: 'legacy',
  duelcommander: 'duel-commander',
  frenchcommander: 'duel-commander',
  historicbrawl: 'brawl',
  '7pointhighlander': 'australian-highlander',
  '7pthighlander': 'australian-highlander',
  sealed: 'sealed',
  draft: 'draft',
  oldschool: 'old-school',
  '9394': 'old-school',
};

/** A name reduced to lower-case letters and digits: "Pre-Modern", "premodern" and "PREMODERN" are one key. */
function key(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

let byKey: Map<string, string> | undefined;

function formatsByKey(): Map<string, string> {
  if (byKey) return byKey;
  byKey = new Map();
  for (const f of FORMATS) {
    byKey.set(key(f.id), f.id);
    byKey.set(key(f.name), f.id);
  }
  for (const f of DATA_FORMATS) {
    byKey.set(key(f.id), f.id);
    byKey.set(key(f.name), f.id);
    for (const a of f.aliases) byKey.set(key(a), f.id);
  }
  for (const [k, id] of Object.entries(OTHER_NAMES)) if (!byKey.has(k)) byKey.set(k, id);
  return byKey;
}

/** The built-in format a written name stands for ("Modern", "EDH", "Canadian Highlander"), or undefined. */
export function formatIdOfName(written: string): string | undefined {
  const k = key(written);
  return k === '' ? undefined : formatsByKey().get(k);
}

/** The format `text` declares in its header, or undefined when it declares none. */
export function declaredFormat(text: string): DeclaredFormat | undefined {
  let at = 0;
  for (let line = 1; line <= HEAD_LINES && at <= text.length; line++) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const written = text.slice(at, end);
    const comment = COMMENT.exec(written);
    const cod = comment ? undefined : COD_FORMAT.exec(written);
    const name = (comment ?? cod)?.[1];
    if (name !== undefined && name !== '') return { written: name, line, id: formatIdOfName(name) };
    at = end + 1;
  }
  return undefined;
}

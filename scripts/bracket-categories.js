// Writes src/data/brackets/categories.json (the mass land denial and extra-turn cards the Commander bracket rules
// read by name) and src/data/brackets/categories-review.md (the same cards with the words that put each one there,
// for review), from an MTGJSON AtomicCards file's rules text:
//
//   node scripts/bracket-categories.js ../shared/data/mtgjson/AtomicCards-synth-2026.json.gz
//
// The Commander Format Panel describes these two categories rather than listing them (Introducing Commander Brackets
// Beta, 2025-02-11): mass land denial is cards that destroy, exile or bounce many lands, keep them tapped, or change
// the mana they make; extra-turn cards give a player an extra turn. The patterns below are that description as rules
// over Oracle text; test/data/brackets.test.ts holds them to legal and illegal card texts and the written
// file to this script's output. The output is deterministic (cards sorted by name).
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_JSON = path.join(ROOT, 'src/data/brackets/categories.json');
const OUT_REVIEW = path.join(ROOT, 'src/data/brackets/categories-review.md');

const BASIC_TYPES = '(?:plains|islands|swamps|mountains|forests)';

/** [pattern, why]: a card whose text matches is mass land denial. Text is lower case, the card's own name as "~". */
export const MASS_LAND_DENIAL = [
  // Armageddon, Ravages of War, Jokulhaups, Obliterate, Devastation, Impending Disaster, Decree of Annihilation, Ruination;
  // not "destroy all lands you control" (Desolation Angel's kicker, if it were alone) or one player's lands.
  [/\b(?:destroy|exile) all (?:other )?(?:(?!except)[a-z, ])*\blands\b(?! you control| target player controls| of the chosen)/, 'destroys or exiles all lands'],
  // Apocalypse, Worldfire, Dimensional Breach, Worldslayer; not "all permanents except … lands" or "of the chosen type".
  [/\b(?:destroy|exile) all permanents(?=\.| other than ~| at the beginning)/, 'destroys or exiles all permanents, lands included'],
  // Upheaval.
  [/\breturn all permanents to their owners' hands(?! except)/, "returns all permanents, lands included, to their owners' hands"],
  // Boil, Flashfires, Acid Rain, Tsunami, …: every land of a basic type.
  [new RegExp(`\\bdestroy all ${BASIC_TYPES}\\b(?! you control)`), 'destroys every land of a basic land type'],
  // Wildfire, Destructive Force, Tectonic Break, Epicenter, Keldon Firebombers.
  [/\beach player sacrifices (?:all|x|four|five|six|seven|eight|half the) lands\b/, 'each player sacrifices many lands'],
  [/\beach player sacrifices all lands they control\b/, 'each player sacrifices all lands'],
  // Global Ruin, Cataclysm, Balancing Act-like choices that sacrifice the other lands.
  [/\beach player chooses [^.]*\blands?\b[^.]*then sacrifices (?:the rest|all other)/, 'each player keeps a few lands and sacrifices the rest'],
  // Sunder, Upheaval-like bounce of every land.
  [/\breturn all lands to their owners' hands\b/, "returns all lands to their owners' hands"],
  // Winter Orb, Static Orb, Rising Waters, Hokori, Back to Basics, Stasis.
  [/\b(?:players|opponents) can't untap more than (?:one|two) (?:lands?|permanents)\b/, 'players untap at most one or two lands'],
  [/\b(?:nonbasic )?lands don't untap during their controllers' untap steps\b/, "lands don't untap"],
  [/\bplayers skip their untap steps\b/, 'players skip their untap steps'],
  // Blood Moon, Magus of the Moon, Harbinger of the Seas, Contamination.
  [/\bnonbasic lands are (?:plains|islands|swamps|mountains|forests)\b/, 'nonbasic lands lose their abilities and make one colour'],
  [/\bif a land is tapped for mana, it produces\b/, 'lands make other mana'],
];

/** [pattern, why]: a card whose text matches gives a player an extra turn. */
export const EXTRA_TURNS = [
  [/\btakes? (?:an|one|two|three|x|that many) extra turns?\b/, 'a player takes an extra turn'],
  [/\bextra turns? after this one\b/, 'an extra turn after this one'],
];

/** Text that speaks of extra turns only to stop them (Stranglehold, Ugin's Nexus, Trouble in Pairs). */
const NOT_EXTRA_TURN = /\bcan't take extra turns\b|\bwould begin an extra turn\b/;

/** The card's rules text as the patterns read it: lower case, reminder text dropped, its name as "~". */
export function normalText(name, text) {
  let t = text.replace(/\([^)]*\)/g, '').toLowerCase();
  for (const n of name.toLowerCase().split(' // ')) if (n !== '') t = t.split(n).join('~');
  return t.replace(/\s+/g, ' ');
}

/** The categories one card's text puts it in, with why: `{ massLandDenial?: why, extraTurns?: why }`. */
export function classify(name, text) {
  const t = normalText(name, text);
  const out = {};
  for (const [re, why] of MASS_LAND_DENIAL) {
    if (re.test(t)) {
      out.massLandDenial = why;
      break;
    }
  }
  if (!NOT_EXTRA_TURN.test(t) || /\btakes? an extra turn after this one\b/.test(t)) {
    for (const [re, why] of EXTRA_TURNS) {
      if (re.test(t)) {
        out.extraTurns = why;
        break;
      }
    }
  }
  return out;
}

/** Every card of an AtomicCards document in each category, sorted by name: `{ massLandDenial, extraTurns }` of [name, why]. */
export function categoriesFrom(atomic) {
  const massLandDenial = [];
  const extraTurns = [];
  for (const [name, faces] of Object.entries(atomic.data ?? {})) {
    const first = faces[0];
    // Un-set (silver-border, acorn) cards are in no Commander deck; tokens and art cards are not cards.
    if (!first || first.isFunny === true || first.layout === 'token' || first.layout === 'art_series') continue;
    const text = faces.map((f) => f.text ?? '').join('\n');
    const found = classify(name, text);
    if (found.massLandDenial) massLandDenial.push([name, found.massLandDenial]);
    if (found.extraTurns) extraTurns.push([name, found.extraTurns]);
  }
  const byName = (a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  return { massLandDenial: massLandDenial.sort(byName), extraTurns: extraTurns.sort(byName) };
}

/** The data file's content for `atomic` read from `file`. */
export function categoriesJson(atomic, file) {
  const { massLandDenial, extraTurns } = categoriesFrom(atomic);
  return {
    generatedBy: 'scripts/bracket-categories.js',
    from: { file: path.basename(file), date: atomic.meta?.date ?? null, version: atomic.meta?.version ?? null },
    source:
      'https://magic.wizards.com/en/news/announcements/introducing-commander-brackets-beta (Introducing Commander Brackets ' +
      'Beta, 2025-02-11): the panel describes mass land denial and extra-turn cards as categories; these are the cards ' +
      "whose Oracle text matches this script's patterns (categories-review.md gives the words behind each).",
    massLandDenial: massLandDenial.map(([n]) => n),
    extraTurns: extraTurns.map(([n]) => n),
  };
}

function reviewText(atomic, file) {
  const { massLandDenial, extraTurns } = categoriesFrom(atomic);
  const lines = [
    '# Mass land denial and extra-turn cards, for review',
    '',
    `Written by \`node scripts/bracket-categories.js\` from ${path.basename(file)} (${atomic.meta?.date ?? 'undated'}); do not`,
    'edit by hand. Each card with the part of the rules that put it in the category. A card wrongly here (or missing)',
    'is fixed in the script\'s patterns, with a case in test/data/brackets.test.ts.',
    '',
    `## Mass land denial (${massLandDenial.length} cards)`,
    '',
    ...massLandDenial.map(([n, why]) => `- ${n}: ${why}`),
    '',
    `## Extra turns (${extraTurns.length} cards)`,
    '',
    ...extraTurns.map(([n, why]) => `- ${n}: ${why}`),
    '',
  ];
  return lines.join('\n');
}

export function readAtomic(file) {
  const bytes = readFileSync(file);
  const text = (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString('utf8');
  return JSON.parse(text);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/bracket-categories.js <AtomicCards.json[.gz]>');
    process.exit(2);
  }
  const atomic = readAtomic(file);
  writeFileSync(OUT_JSON, `${JSON.stringify(categoriesJson(atomic, file), null, 2)}\n`);
  writeFileSync(OUT_REVIEW, reviewText(atomic, file));
  const c = categoriesFrom(atomic);
  console.log(`${c.massLandDenial.length} mass land denial and ${c.extraTurns.length} extra-turn cards written`);
}

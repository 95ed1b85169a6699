/**
 * Card-name normalisation. Two spellings that name the same card map to the same key:
 * case, spacing, curly quotes and apostrophes, dashes, diacritics (Nazgûl / Nazgul), Æ / Ae, and the split-card
 * separators `/`, ` / `, `//`, ` // `, `///`. Names are never split apart here, so real names that contain a slash
 * ("Summon: Choco/Mog", "SP//dr, Piloted by Peni") stay whole.
 */

const COMBINING = /\p{M}/gu;
const SEPARATOR = /\s*\/{1,3}\s*/g;

const memo = new Map<string, string>();
const MEMO_MAX = 200_000;

/**
 * Names keyed by lower-casing alone: only letters, digits and ` ,.'!:&+-`, words separated by single spaces, no space
 * at either end. One expression, one pass over the name.
 */
const TIDY_PLAIN = /^(?:[A-Za-z0-9,.'!:&+-]+(?: [A-Za-z0-9,.'!:&+-]+)*)?$/;
const PLAIN = /^[A-Za-z0-9 ,.'!:&+-]*$/;

export function nameKey(name: string): string {
  // Plain ASCII names (nearly all of them) only need lower case; that is cheaper than a lookup in a large memo.
  if (TIDY_PLAIN.test(name)) return name.toLowerCase();
  let key = memo.get(name);
  if (key !== undefined) return key;
  key = PLAIN.test(name) ? name.toLowerCase().replace(/\s+/g, ' ').trim() : slowKey(name);
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(ownCopy(name), key);
  return key;
}

/**
 * A string with the characters of `s` in one piece of its own, for a memo to keep: a name sliced from a deck's text
 * refers to the whole text (a memo that keeps the slice keeps the text, and each lookup that compares with it reads
 * the text where it lies); a string made by JSON.parse is a new, flat one.
 */
export function ownCopy(s: string): string {
  return JSON.parse(JSON.stringify(s)) as string;
}

function slowKey(name: string): string {
  return name
    .replace(/[Ææ]/g, 'ae')
    .replace(/[Œœ]/g, 'oe')
    .normalize('NFKD')
    .replace(COMBINING, '')
    .replace(/[\u2018\u2019\u201B\u02BC\u0060\u00B4\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .toLowerCase()
    .replace(SEPARATOR, ' // ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The face names of a canonical multi-face name ("Fire // Ice" → ["Fire", "Ice"]); a single name → [name]. */
export function faceNames(canonical: string): string[] {
  return canonical.includes(' // ') ? canonical.split(' // ').map((s) => s.trim()) : [canonical];
}

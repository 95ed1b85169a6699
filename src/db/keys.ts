/**
 * Lookup keys for foreign-language names. Like nameKey (case, spacing, apostrophes, dashes, split separators,
 * accents: "Geheimnisstoberer" finds "Geheimnisstöberer", Russian "е" finds "ё"), but only the accents of Latin,
 * Greek and Cyrillic letters go: the Japanese voicing marks stay ("ガ" and "カ" are different letters).
 *
 * A looser key can make two different names meet; the database keeps each foreign name as printed, so a reader can
 * prefer the name written exactly (see `strictForeignKey`).
 */

const SEPARATOR = /\s*\/{1,3}\s*/g;

function punctuation(s: string): string {
  return s
    .replace(/[\u2018\u2019\u201B\u02BC\u0060\u00B4\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033\u00AB\u00BB]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u30FB\uFF65]/g, '・');
}

/** Combining accents of Latin, Greek and Cyrillic letters; the marks of other scripts are part of the letter. */
const ACCENTS = /[\u0300-\u036f]/g;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** Precomposed letters with accents (Latin-1 to Cyrillic, and Latin Extended Additional). */
const ACCENTED = /[\u00c0-\u052f\u1e00-\u1eff]/g;

const FOLD = new Map<string, string>();
for (const [from, to] of [
  [0xc0, 0x52f],
  [0x1e00, 0x1eff],
] as const) {
  for (let c = from; c <= to; c++) {
    const ch = String.fromCharCode(c);
    const folded = ch.normalize('NFKD').replace(ACCENTS, '');
    if (folded !== ch) FOLD.set(ch, folded);
  }
}
for (const [ch, folded] of [
  ['Æ', 'ae'],
  ['æ', 'ae'],
  ['Œ', 'oe'],
  ['œ', 'oe'],
] as const) {
  FOLD.set(ch, folded);
}

export function foreignKey(name: string): string {
  const folded = PRINTABLE_ASCII.test(name)
    ? name
    : name
        .normalize('NFKC')
        .replace(ACCENTED, (ch) => FOLD.get(ch) ?? ch)
        .replace(ACCENTS, '');
  return punctuation(folded)
    .toLowerCase()
    .replace(SEPARATOR, ' // ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The name as printed, up to case, width, spacing and punctuation: accents count. */
export function strictForeignKey(name: string): string {
  return punctuation(PRINTABLE_ASCII.test(name) ? name : name.normalize('NFKC'))
    .toLowerCase().replace(SEPARATOR, ' // ').replace(/\s+/g, ' ').trim();
}

/** Language codes for foreign card names (Scryfall's codes; MTGJSON's language names map onto them). */

export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  pt: 'Portuguese (Brazil)',
  ru: 'Russian',
  zhs: 'Chinese Simplified',
  zht: 'Chinese Traditional',
  ph: 'Phyrexian',
  he: 'Hebrew',
  la: 'Latin',
  grc: 'Ancient Greek',
  ar: 'Arabic',
  sa: 'Sanskrit',
  qya: 'Quenya',
};

const BY_NAME: ReadonlyMap<string, string> = new Map(
  Object.entries(LANGUAGE_NAMES).map(([code, name]) => [name.toLowerCase(), code]),
);

/** MTGJSON's language name ("Portuguese (Brazil)") or a Scryfall code ("pt") → our code; unknown names are kept, lower-cased. */
const seen = new Map<string, string>();

export function languageCode(nameOrCode: string): string {
  const known = seen.get(nameOrCode);
  if (known !== undefined) return known;
  const t = nameOrCode.trim().toLowerCase();
  const code = t in LANGUAGE_NAMES ? t : (BY_NAME.get(t) ?? t.replace(/[^a-z0-9]+/g, '-'));
  if (seen.size < 1000) seen.set(nameOrCode, code);
  return code;
}

export function languageName(code: string): string {
  return LANGUAGE_NAMES[code] ?? code;
}

/** deckcheck's library API. */
export { checkFiles, checkTexts, prepareCheck, SettingsError, isIsoDate, todayIso } from './api.js';
export type { CheckSettings, DeckText, PreparedCheck } from './api.js';
export { preparePool } from './api.js';
export type { PoolText, PreparedPool } from './api.js';
export { parseCsvDeck } from './parse/csv.js';
export type { PoolSummary, UnitPoolSummary } from './check/check.js';
export type { CheckReport, UnitReport, DeckSummary, ListsSummary } from './check/check.js';
export type { Finding, Location, Severity } from './report/diagnostic.js';
export { parseTextDeck } from './parse/text.js';
export type { ParsedDeck, DeckEntry, SectionId } from './parse/types.js';
export { nameKey } from './cards/normalize.js';
export { ALL_RULES } from './rules/index.js';
export type { RuleMeta } from './rules/types.js';
export { FORMATS } from './formats/formats.js';
export { renderJson, reportJson } from './report/json.js';
export { renderStylish } from './report/stylish.js';
export { VERSION } from './version.js';

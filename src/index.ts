/** deckcheck's library API. */
export { checkFiles, checkParsed, checkTexts, prepareCheck, SettingsError, isIsoDate, todayIso } from './api.js';
export type { CheckSettings, DeckText, PreparedCheck } from './api.js';
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
export { detectInputFormat, findInputFormat, INPUT_FORMATS, readDeck, readDeckOrReport } from './input/detect.js';
export type { InputFormat, ReadDeck } from './input/detect.js';
export { InputFormatError } from './input/format-error.js';
export { convertDeck, CONVERT_TARGETS, deckToJson, findTarget, losesCards, TARGET_IDS } from './convert/index.js';
export type { ConvertContext, ConvertNote, ConvertOutput, ConvertTarget, TargetId } from './convert/index.js';

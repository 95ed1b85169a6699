/**
 * What both library entries export: the calls (validated at the door), renderers, tables and types that need no file
 * system. The Node entry (`deckcheck`) and the browser entry (`deckcheck/browser`) each add their own way in (data
 * directories and files, or a card database from bytes or the served snapshot) and re-export this list, so the two
 * cannot drift apart.
 */
export { checkParsed, checkTexts, diffTexts, preparePool, validateFormatFile } from './validated.js';
export { isIsoDate, todayIso } from './settings.js';
export type { CheckSettings, PreparedCheck } from './settings.js';
export type { DeckText } from './check.js';
export type { PoolText, PreparedPool } from './pools.js';
export { CheckStoppedError, InputFileError, SettingsError } from '../errors.js';
export type { BatchOptions, CheckStoppedCode, InputFileErrorCode, SettingNamer, SettingsErrorCode, SettingsIssue } from '../errors.js';
export { BinaryInputError } from '../input/decode.js';
export { DatabaseError } from '../db/database-error.js';
export { ImportError } from '../db/import-error.js';
export type { InputFormatErrorCode } from '../input/format-error.js';
export type { TeamRules, TeamOverridePolicy } from '../rules/types.js';
export type { FormatFileData, FormatFileInput, CardListInput } from '../formats/format-file.js';
export type { FormatFileResult } from '../formats/format-file-schema.js';
export { MAX_FORMAT_FILE_DEPTH, MAX_FORMAT_FILE_VALUES } from '../formats/format-file-bounds.js';
export type { FormatFileProblem } from '../formats/format-file-bounds.js';
export type { FormatDef, PoolId, CommanderFormatDef, CommandZoneKind, PartnerRule, DataFormatEntry } from '../formats/formats.js';
export type { ListsInForce, ListEntry, PendingChange } from '../formats/lists.js';
export type { ListEvent, ListStatus, ListedStatus } from '../data/banlists.js';
export type { CardIndex, CardInfo, Legality, NameRead, Resolution } from '../cards/index.js';
export type { DeckLimit } from '../data/deck-limits.js';
export type { VariantSetup } from '../model/supplementary.js';
export type { ParseOptions } from '../parse/text.js';
export type { ParsedPool } from '../parse/pool.js';
export type { StylishOptions } from '../report/stylish.js';
export { parseCsvDeck } from '../parse/csv.js';
export type { PoolSummary, UnitPoolSummary } from '../check/check.js';
export type { CardDatabaseInfo, CardFacts, FaceFacts, PrintingFacts, SetFacts, Color, Rarity, Platform } from '../cards/facts.js';
export type { CheckReport, UnitReport, DeckSummary, ListsSummary } from '../check/check.js';
export type { Finding, Location, RuleId, Severity } from '../diagnostic.js';
export { parseTextDeck, supplementaryLine } from '../parse/text.js';
export { MAX_LINE_FINDINGS } from '../parse/parse-error.js';
export { MAX_FINDINGS, MAX_RELATED_LOCATIONS } from '../rules/findings-not-listed.js';
export { MAX_INPUT_BYTES } from '../input/limits.js';
export { decodeText } from '../input/decode.js';
export type { DecodedText, Encoding } from '../input/decode.js';
export type { ParsedDeck, DeckEntry, SectionId } from '../parse/types.js';
export { nameKey } from '../cards/normalize.js';
export { ALL_RULES } from '../rules/index.js';
export type { RuleMeta } from '../rules/types.js';
export { DATA_FORMATS, FORMATS } from '../formats/formats.js';
export { renderJson, reportJson } from '../report/json.js';
export { renderStylish } from '../report/stylish-render.js';
export { renderMarkdown } from '../report/markdown.js';
export { renderHtml, htmlHead, htmlUnit, htmlTail, htmlTotals, escapeHtml } from '../report/html.js';
export type { HtmlMeta, HtmlTotals } from '../report/html.js';
export { VERSION } from '../version.js';
export { VARIANTS, supplementaryHeader, supplementaryLabel } from '../variants/variants.js';
export type { VariantDef, SupplementaryKind } from '../variants/variants.js';
export type { SupplementarySummary } from '../model/supplementary.js';
export { detectInputFormat, findInputFormat, INPUT_FORMATS, readDeck, readDeckOrReport } from '../input/detect.js';
export type { InputFormat, ReadDeck } from '../input/detect.js';
export { InputFormatError } from '../input/format-error.js';
export { convertDeck, CONVERT_TARGETS, deckToJson, findTarget, losesCards, TARGET_IDS } from '../convert/index.js';
export type { ConvertContext, ConvertNote, ConvertOutput, ConvertTarget, TargetId } from '../convert/index.js';
export type { DiffReport, DiffSide, DiffRemedy } from '../check/diff.js';
export type { CardRow, CardMove, SectionTotals, CompareSection } from '../model/compare.js';
export { renderDiffJson, diffJson } from '../report/diff-json.js';
export { renderDiffMarkdown } from '../report/diff-markdown.js';
export { renderDiffHtml } from '../report/diff-html.js';
export { renderDiffStylish } from '../report/diff-stylish.js';

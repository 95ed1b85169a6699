/** The ids `deckcheck convert --to` accepts. Kept apart so the CLI can list them without loading the writers. */
export const TARGET_IDS = Object.freeze(['json', 'mtgo', 'arena', 'dek', 'cod', 'csv'] as const);
export type TargetId = (typeof TARGET_IDS)[number];

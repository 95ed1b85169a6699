/**
 * The Node-free API in one import, as the CLI, the door (api/validated) and the browser's snapshot code call it:
 * settings, card database handles, prepare, check, pools, diff, without the validation at the door. The entries
 * (`deckcheck`, `deckcheck/browser`) export the validated calls instead.
 */
export * from './settings.js';
export * from './card-database.js';
export * from './prepare.js';
export * from './pools.js';
export * from './check.js';
export * from './diff.js';

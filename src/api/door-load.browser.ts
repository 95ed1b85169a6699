/**
 * The door's schemas for a browser (package.json's browser field puts this module in api/door-load's place): the
 * schemas and zod in a chunk of their own, loaded by the first prepareCheck (or openCardDatabaseBytes), so that a page
 * does not load zod with its entry. The calls that validate synchronously (checkTexts, checkParsed, preparePool,
 * diffTexts) take a check prepareCheck made, so the schemas are there by then; a call before any prepareCheck is an
 * error saying so.
 */
import { loadedOnce } from '../data/loaded-once.js';
import type { DoorSchemas } from './door-schemas.js';

const schemas = loadedOnce(
  async (): Promise<DoorSchemas> => (await import('./door-schemas.js')).DOOR_SCHEMAS,
  'deckcheck/browser: the settings’ validation is loaded by prepareCheck; await prepareCheck(...) once before this call.',
);

export const doorSchemas = schemas.get;
/** Loads the schemas' chunk (once; later calls wait for the same load, and a failed load is tried again). */
export const loadDoorSchemas = schemas.load;

/**
 * The door's schemas (api/door-schemas, zod) as api/validated reads them. This is Node's way: imported with the door,
 * there at once, so that the Node entry's calls validate synchronously from the first. The browser build puts
 * api/door-load.browser in its place (package.json's browser field), which loads them (and zod) in a chunk of their
 * own when prepareCheck or openCardDatabaseBytes is first called.
 */
import { DOOR_SCHEMAS, type DoorSchemas } from './door-schemas.js';

/** The schemas (loaded: in Node they come with this module). */
export function doorSchemas(): DoorSchemas {
  return DOOR_SCHEMAS;
}

/** Nothing to do in Node. The browser's api/door-load.browser fetches the schemas' chunk here. */
export function loadDoorSchemas(): Promise<void> {
  return Promise.resolve();
}

/**
 * The compact profile of the card database file: the same format, read by the same reader, holding less. deckcheck's
 * built-in card snapshot (data/card-snapshot/cards.db, made by `npm run data:cards`) is written with it:
 *
 * - no foreign-language names (the `foreign` section is empty; `db update` brings them);
 * - of each face's rules text, only the lines the rules read (the partner family, "can be your commander", a creature
 *   outside the battlefield, "choose a color before the game begins", changeling, activated abilities, a last "N/N"
 *   line); a card whose data gives no colour identity keeps its whole text (the identity is then computed from it);
 * - no stored name-suggestion index (`postings` empty, no `suggestMasks`): the reader finds a misspelled name's
 *   postings in memory from the suggestion names, by a pass over them for the first few names of a run, then all of
 *   them at once (database-index.ts, FileSuggestIndex.want).
 *
 * A face keeps its whole text whenever its shortened text would not give every reading of src/cards/characteristics.ts
 * the same answer as the whole text: the profile never changes what a rule finds.
 */
import {
  choosesItsColorText,
  creatureOutsideBattlefield,
  endsWithPtBox,
  hasActivatedAbility,
  hasChangeling,
  partnerAbilitiesOfText,
  saysItCanBeYourCommander,
} from '../cards/characteristics.js';
import type { CardFacts, FaceFacts } from '../cards/facts.js';

/** The profiles a database file can be written with; `full` is every fact the source gives (db import, db update). */
export type DatabaseProfile = 'full' | 'compact';

/** What the rules read of a face's text, as one comparable string. */
export function textReadings(face: FaceFacts): string {
  return JSON.stringify([
    partnerAbilitiesOfText(face.text),
    choosesItsColorText(face.text),
    saysItCanBeYourCommander(face.text),
    creatureOutsideBattlefield(face.text),
    endsWithPtBox(face.text),
    hasChangeling(face),
    hasActivatedAbility(face),
  ]);
}

/** Whether one line of a face's text is read by some rule (`last`: it is the text's last line). */
function lineRead(face: FaceFacts, line: string, last: boolean): boolean {
  if (line.trim() === '') return false;
  return (
    partnerAbilitiesOfText(line).length > 0 ||
    choosesItsColorText(line) ||
    saysItCanBeYourCommander(line) ||
    creatureOutsideBattlefield(line) ||
    (last && endsWithPtBox(line)) ||
    hasChangeling({ ...face, text: line }) ||
    // Without the face's types: a basic land type alone makes hasActivatedAbility true, whatever the line.
    hasActivatedAbility({ ...face, types: [], text: line })
  );
}

/** The face with only the lines of its text that the rules read, or the face itself when they would read it otherwise. */
export function compactFace(face: FaceFacts): FaceFacts {
  const lines = face.text.split('\n');
  const kept = lines.filter((line, i) => lineRead(face, line, i === lines.length - 1));
  if (kept.length === lines.length) return face;
  const compact: FaceFacts = { ...face, text: kept.join('\n') };
  return textReadings(compact) === textReadings(face) ? compact : face;
}

/** A card's facts as the compact profile keeps them. */
export function compactFacts(facts: CardFacts): CardFacts {
  // Without the data's colour identity, it is computed from every mana symbol of the text (CR 903.4): keep it all.
  if (facts.colorIdentity === undefined || facts.faces === undefined) return facts;
  return { ...facts, faces: facts.faces.map(compactFace) };
}

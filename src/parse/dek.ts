/**
 * Magic Online `.dek` (XML):
 *
 *   <Deck xmlns:xsd="…" xmlns:xsi="…">
 *     <NetDeckID>0</NetDeckID>
 *     <PreconstructedDeckID>0</PreconstructedDeckID>
 *     <Cards CatID="12345" Quantity="4" Sideboard="false" Name="Lightning Bolt" Annotation="0" />
 *   </Deck>
 *
 * `Sideboard="true"` rows are the sideboard; a row with `Annotation="16777728"` is the commander.
 * `CatID` is Magic Online's catalog id of the printing (foil and non-foil differ); it is kept. Split cards are written
 * `Fire/Ice`. Every `Cards` row is read or reported. Pure: no I/O.
 */
import type { Finding } from '../diagnostic.js';
import type { DeckEntry, ParsedDeck, SectionId } from './types.js';
import { cleanName, elementFinding, emptyFileFinding, expectRoot, parseCount, readXmlDocument, shown } from './xml-deck.js';

/** The Annotation Magic Online gives the commander row. */
export const MTGO_COMMANDER_ANNOTATION = '16777728';

const WHAT = 'MTGO .dek file';
const IGNORED = new Set(['netdeckid', 'preconstructeddeckid']);

export function parseDekDeck(text: string, file: string): ParsedDeck {
  const root = readXmlDocument(text, file, WHAT);
  expectRoot(root, file, 'Deck', 'an MTGO .dek file (it starts with <Deck>)');
  const entries: DeckEntry[] = [];
  const diagnostics: Finding[] = [];
  for (const el of root.children) {
    if (el.name !== 'Cards') {
      if (!IGNORED.has(el.name.toLowerCase())) {
        diagnostics.push(elementFinding(file, el, `<${el.name}> is not part of an MTGO .dek deck; it is ignored.`, 'warning'));
      }
      continue;
    }
    const q = el.attributes.get('Quantity');
    const name = cleanName(el.attributes.get('Name') ?? '');
    if (q === undefined) {
      diagnostics.push(elementFinding(file, el, `a <Cards> row without Quantity; write Quantity="4" (how many copies).`));
      continue;
    }
    const count = parseCount(q, 'Quantity');
    if (!count.ok) {
      diagnostics.push(elementFinding(file, el, `${count.reason}.`));
      continue;
    }
    if (name === '') {
      diagnostics.push(elementFinding(file, el, 'a <Cards> row without a card Name; write Name="Lightning Bolt".'));
      continue;
    }
    const sb = (el.attributes.get('Sideboard') ?? 'false').trim().toLowerCase();
    if (sb !== 'true' && sb !== 'false') {
      diagnostics.push(
        elementFinding(file, el, `Sideboard="${el.attributes.get('Sideboard') ?? ''}" for ${shown(name)} must be "true" or "false".`),
      );
      continue;
    }
    const annotation = (el.attributes.get('Annotation') ?? '0').trim();
    let section: SectionId = sb === 'true' ? 'sideboard' : 'main';
    if (annotation === MTGO_COMMANDER_ANNOTATION) {
      section = 'commander';
    } else if (annotation !== '0' && annotation !== '') {
      diagnostics.push(
        elementFinding(
          file,
          el,
          `Annotation="${annotation}" on ${shown(name)} is not one deckcheck knows (0, or ${MTGO_COMMANDER_ANNOTATION} for ` +
            `the commander); the card is read as an ordinary ${section === 'main' ? 'main-deck' : 'sideboard'} card.`,
          'warning',
        ),
      );
    }
    const catId = (el.attributes.get('CatID') ?? '').trim();
    entries.push({
      count: count.count,
      name,
      section,
      line: el.line,
      column: el.column,
      ...(/^\d+$/.test(catId) && catId !== '0' ? { mtgoId: catId } : {}),
    });
  }
  if (entries.length === 0 && diagnostics.length === 0) diagnostics.push(emptyFileFinding(file, WHAT));
  // A .dek has no section headers for findings to point at.
  // A .dek file is Magic Online's own: the deck is checked for Magic Online unless a platform is given.
  return { file, entries, diagnostics, sectionLines: {}, platform: 'mtgo' };
}

/**
 * Cockatrice `.cod` (XML):
 *
 *   <cockatrice_deck version="1">
 *     <deckname>Burn</deckname>
 *     <comments></comments>
 *     <zone name="main">
 *       <card number="4" name="Lightning Bolt" setShortName="M11" collectorNumber="149"/>
 *     </zone>
 *     <zone name="side"> … </zone>
 *     <zone name="tokens"> … </zone>
 *   </cockatrice_deck>
 *
 * Zones `main`, `side` and `tokens`; a card's optional `uuid` / `providerId` (the printing's id) is set aside. Every
 * `card` is read or reported. Pure: no I/O.
 */
import type { XmlElement } from '../input/xml.js';
import type { Finding } from '../diagnostic.js';
import type { DeckEntry, ParsedDeck, SectionId } from './types.js';
import { cleanName, elementFinding, emptyFileFinding, expectRoot, parseCount, readXmlDocument, shown } from './xml-deck.js';

const WHAT = 'Cockatrice .cod file';

export const COCKATRICE_ZONES: Readonly<Record<string, SectionId>> = { main: 'main', side: 'sideboard', tokens: 'tokens' };

/** Elements Cockatrice writes besides zones; they hold no cards. */
const OTHER_ELEMENTS = new Set(['deckname', 'comments', 'bannercard', 'tags', 'lastloadedtimestamp', 'format']);

export function parseCodDeck(text: string, file: string): ParsedDeck {
  const root = readXmlDocument(text, file, WHAT);
  expectRoot(root, file, 'cockatrice_deck', 'a Cockatrice .cod file (it starts with <cockatrice_deck>)');
  const entries: DeckEntry[] = [];
  const diagnostics: Finding[] = [];
  const sectionLines: Partial<Record<SectionId, number>> = {};
  let name: string | undefined;
  for (const el of root.children) {
    if (el.name === 'zone') {
      readZone(el, file, entries, diagnostics, sectionLines);
    } else if (el.name === 'deckname') {
      const n = cleanName(el.text);
      if (n !== '') name ??= n;
    } else if (!OTHER_ELEMENTS.has(el.name.toLowerCase())) {
      diagnostics.push(elementFinding(file, el, `<${el.name}> is not part of a Cockatrice deck; it is ignored.`, 'warning'));
    }
  }
  if (entries.length === 0 && diagnostics.length === 0) diagnostics.push(emptyFileFinding(file, WHAT));
  return { file, entries, diagnostics, sectionLines, ...(name !== undefined ? { name } : {}) };
}

function readZone(
  zone: XmlElement,
  file: string,
  entries: DeckEntry[],
  diagnostics: Finding[],
  sectionLines: Partial<Record<SectionId, number>>,
): void {
  const zoneName = (zone.attributes.get('name') ?? '').trim();
  const section = COCKATRICE_ZONES[zoneName.toLowerCase()];
  const cards = zone.children.filter((c) => c.name === 'card');
  if (section === undefined) {
    diagnostics.push(
      elementFinding(
        file,
        zone,
        `zone ${shown(zoneName)} is not a Cockatrice zone (main, side, tokens); its ${cards.length} card ` +
          `row${cards.length === 1 ? ' is' : 's are'} not read. Move ${cards.length === 1 ? 'it' : 'them'} into ` +
          '<zone name="main"> or <zone name="side">.',
      ),
    );
    return;
  }
  sectionLines[section] ??= zone.line;
  for (const el of zone.children) {
    if (el.name !== 'card') {
      diagnostics.push(elementFinding(file, el, `<${el.name}> inside a zone is not a card; it is ignored.`, 'warning'));
      continue;
    }
    const name = cleanName(el.attributes.get('name') ?? '');
    if (name === '') {
      diagnostics.push(elementFinding(file, el, 'a <card> without a name; write name="Lightning Bolt".'));
      continue;
    }
    const raw = el.attributes.get('number');
    let count = 1;
    if (raw === undefined) {
      diagnostics.push(
        elementFinding(file, el, `<card> ${shown(name)} has no number; read as 1 copy (write number="1").`, 'warning'),
      );
    } else {
      const c = parseCount(raw, 'number');
      if (!c.ok) {
        diagnostics.push(elementFinding(file, el, `${c.reason} (card ${shown(name)}).`));
        continue;
      }
      count = c.count;
    }
    const set = (el.attributes.get('setShortName') ?? '').trim();
    const num = (el.attributes.get('collectorNumber') ?? '').trim();
    entries.push({
      count,
      name,
      section,
      line: el.line,
      column: el.column,
      ...(set !== '' ? { set: set.toUpperCase() } : {}),
      ...(num !== '' ? { collectorNumber: num } : {}),
    });
  }
}

/**
 * `--to cod`: Cockatrice's `.cod` XML — zones `main`, `side` and `tokens`, the deck name, set codes and collector
 * numbers. Cockatrice has no commander or companion zone: both are written in `side`. Pure.
 */
import { escapeXmlAttribute, escapeXmlText } from '../input/xml.js';
import type { DeckEntry, SectionId } from '../parse/types.js';
import { oracleStyleName } from './names.js';
import { place, printingNote, type ConvertTarget, type Placement } from './plan.js';

const NAME = 'a Cockatrice .cod';

const PLACEMENT: Placement = {
  main: 'main',
  sideboard: 'sideboard',
  commander: 'sideboard',
  companion: 'sideboard',
  maybeboard: null,
  schemes: null,
  planes: null,
  tokens: 'tokens',
};

const ZONES: ReadonlyArray<readonly [SectionId, string]> = [
  ['main', 'main'],
  ['sideboard', 'side'],
  ['tokens', 'tokens'],
];

function card(e: DeckEntry): string {
  let attrs = `number="${e.count}" name="${escapeXmlAttribute(oracleStyleName(e.name))}"`;
  if (e.set !== undefined) attrs += ` setShortName="${escapeXmlAttribute(e.set)}"`;
  if (e.collectorNumber !== undefined) attrs += ` collectorNumber="${escapeXmlAttribute(e.collectorNumber)}"`;
  return `        <card ${attrs}/>\n`;
}

export const COD_TARGET: ConvertTarget = {
  id: 'cod',
  name: 'Cockatrice .cod',
  extension: '.cod',
  write(deck) {
    const { sections, notes } = place(deck, PLACEMENT, NAME);
    let text =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<cockatrice_deck version="1">\n' +
      `    <deckname>${escapeXmlText(deck.name ?? '')}</deckname>\n` +
      '    <comments></comments>\n';
    for (const [id, zone] of ZONES) {
      if (sections[id].length === 0) continue;
      text += `    <zone name="${zone}">\n${sections[id].map(card).join('')}    </zone>\n`;
    }
    text += '</cockatrice_deck>\n';
    const written = ZONES.flatMap(([id]) => sections[id]);
    return {
      text,
      notes: [...notes, ...printingNote(written, { set: true, collectorNumber: true, finish: false, mtgoId: false }, NAME)],
    };
  },
};

/**
 * `--to dek`: Magic Online's `.dek` XML. One `<Cards>` row per line read; the commander is a sideboard row with
 * `Annotation="16777728"` (RULES A8); the companion is written in the sideboard; split cards `Fire/Ice`, other
 * two-part cards by their front face. `CatID` is written when the source gave it (an MTGO .dek) and left out
 * otherwise. Pure.
 */
import { escapeXmlAttribute } from '../input/xml.js';
import { MTGO_COMMANDER_ANNOTATION } from '../parse/dek.js';
import type { DeckEntry } from '../parse/types.js';
import { mtgoName } from './names.js';
import { deckNameNote, place, plural, printingNote, type ConvertNote, type ConvertTarget, type Placement } from './plan.js';

const NAME = 'an MTGO .dek';

const PLACEMENT: Placement = {
  main: 'main',
  sideboard: 'sideboard',
  commander: 'commander',
  companion: 'sideboard',
  maybeboard: null,
  schemes: null,
  planes: null,
  tokens: null,
};

function row(e: DeckEntry): string {
  const sideboard = e.section === 'main' ? 'false' : 'true';
  const annotation = e.section === 'commander' ? MTGO_COMMANDER_ANNOTATION : '0';
  const catId = e.mtgoId !== undefined ? `CatID="${e.mtgoId}" ` : '';
  return `  <Cards ${catId}Quantity="${e.count}" Sideboard="${sideboard}" Name="${escapeXmlAttribute(mtgoName(e.name))}" Annotation="${annotation}" />`;
}

export const DEK_TARGET: ConvertTarget = {
  id: 'dek',
  name: 'MTGO .dek',
  extension: '.dek',
  write(deck) {
    const { sections, notes } = place(deck, PLACEMENT, NAME);
    const rows = [...sections.main, ...sections.sideboard, ...sections.commander];
    const text =
      '<?xml version="1.0" encoding="utf-8"?>\n' +
      '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n' +
      '  <NetDeckID>0</NetDeckID>\n' +
      '  <PreconstructedDeckID>0</PreconstructedDeckID>\n' +
      rows.map((e) => `${row(e)}\n`).join('') +
      '</Deck>\n';
    const withoutId = rows.filter((e) => e.mtgoId === undefined).length;
    const idNote: ConvertNote[] =
      withoutId > 0
        ? [
            {
              kind: 'info',
              section: null,
              message:
                `${plural(withoutId, 'row')} ${withoutId === 1 ? 'has' : 'have'} no Magic Online catalog id (CatID) and ` +
                `${withoutId === 1 ? 'is' : 'are'} written without one; if Magic Online does not take the file, ` +
                'convert with --to mtgo instead (its text lists are matched by name).',
            },
          ]
        : [];
    return {
      text,
      notes: [
        ...notes,
        ...printingNote(rows, { set: false, collectorNumber: false, finish: false, mtgoId: true }, NAME),
        ...idNote,
        ...deckNameNote(deck, NAME),
      ],
    };
  },
};

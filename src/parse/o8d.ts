/**
 * OCTGN `.o8d` (XML):
 *
 *   <deck game="…">
 *     <section name="Main" shared="False">
 *       <card qty="4" id="…">Lightning Bolt</card>
 *     </section>
 *     <section name="Sideboard" shared="False"> … </section>
 *     <notes><![CDATA[…]]></notes>
 *   </deck>
 *
 * Sections `Main`, `Sideboard` and `Command Zone` are read; any other section is reported with its cards, not read.
 * Pure: no I/O.
 */
import type { Finding } from '../diagnostic.js';
import type { DeckEntry, ParsedDeck, SectionId } from './types.js';
import { cleanName, elementFinding, emptyFileFinding, expectRoot, parseCount, readXmlDocument, shown } from './xml-deck.js';

const WHAT = 'OCTGN .o8d file';

const SECTIONS: Readonly<Record<string, SectionId>> = {
  main: 'main',
  sideboard: 'sideboard',
  'command zone': 'commander',
  commander: 'commander',
};

export function parseO8dDeck(text: string, file: string): ParsedDeck {
  const root = readXmlDocument(text, file, WHAT);
  expectRoot(root, file, 'deck', 'an OCTGN .o8d file (it starts with <deck>)');
  const entries: DeckEntry[] = [];
  const diagnostics: Finding[] = [];
  const sectionLines: Partial<Record<SectionId, number>> = {};
  for (const sec of root.children) {
    if (sec.name !== 'section') {
      if (sec.name !== 'notes') {
        diagnostics.push(elementFinding(file, sec, `<${sec.name}> is not part of an OCTGN deck; it is ignored.`, 'warning'));
      }
      continue;
    }
    const secName = cleanName(sec.attributes.get('name') ?? '');
    const section = SECTIONS[secName.toLowerCase()];
    const cards = sec.children.filter((c) => c.name === 'card');
    if (section === undefined) {
      if (cards.length > 0) {
        diagnostics.push(
          elementFinding(
            file,
            sec,
            `section ${shown(secName)} is not one deckcheck reads (Main, Sideboard, Command Zone); its ${cards.length} ` +
              `card row${cards.length === 1 ? ' is' : 's are'} not read.`,
          ),
        );
      }
      continue;
    }
    sectionLines[section] ??= sec.line;
    for (const el of sec.children) {
      if (el.name !== 'card') {
        diagnostics.push(elementFinding(file, el, `<${el.name}> inside a section is not a card; it is ignored.`, 'warning'));
        continue;
      }
      const name = cleanName(el.text);
      if (name === '') {
        diagnostics.push(elementFinding(file, el, 'a <card> without a name; write <card qty="1">Lightning Bolt</card>.'));
        continue;
      }
      const raw = el.attributes.get('qty');
      let count = 1;
      if (raw === undefined) {
        diagnostics.push(elementFinding(file, el, `<card> ${shown(name)} has no qty; read as 1 copy (write qty="1").`, 'warning'));
      } else {
        const c = parseCount(raw, 'qty');
        if (!c.ok) {
          diagnostics.push(elementFinding(file, el, `${c.reason} (card ${shown(name)}).`));
          continue;
        }
        count = c.count;
      }
      entries.push({ count, name, section, line: el.line, column: el.column });
    }
  }
  if (entries.length === 0 && diagnostics.length === 0) diagnostics.push(emptyFileFinding(file, WHAT));
  return { file, entries, diagnostics, sectionLines };
}

/**
 * Plain-text decklists line by line: every entry in full (count, name, section, line, column, printing, finish) and
 * every finding with its exact sentence, for the shapes users write (exporters' decorations, comments, metadata,
 * headers, line ends, byte-order marks, blank-line sideboards).
 */
import { describe, expect, it } from 'vitest';
import { parseTextDeck } from '../../src/parse/text.js';

type Extra = { set?: string; collectorNumber?: string; finish?: string; nameSuffix?: string };
type E = [count: number, name: string, section: string, line: number, column: number, extra?: Extra];
type D = [severity: string, line: number | null, message: string];

interface Row {
  readonly name: string;
  readonly text: string;
  readonly entries: E[];
  readonly diagnostics?: D[];
  readonly deckName?: string;
  readonly sectionLines?: Record<string, number>;
}

const table: Row[] = [
  {
    name: 'a line that is nothing deckcheck knows',
    text: 'hello world\n',
    entries: [],
    diagnostics: [
      ['error', 1, 'line 1 is not a card line or a section header: "hello world". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
    ],
  },
  {
    name: 'count 0000',
    text: '0000 Opt\n',
    entries: [],
    diagnostics: [
      ['error', 1, 'line 1: count 0000 is not a number of cards; write at least 1: "0000 Opt".'],
    ],
  },
  {
    name: 'a count above 99,999',
    text: '100000 Opt\n',
    entries: [],
    diagnostics: [
      ['error', 1, 'line 1: count 100000 is not plausible (more than 99999): "100000 Opt".'],
    ],
  },
  {
    name: '99,999 copies is the most',
    text: '99999 Opt\n',
    entries: [
      [99999, 'Opt', 'main', 1, 1],
    ],
  },
  {
    name: 'a count of more than 15 digits',
    text: '1234567890123456 Opt\n',
    entries: [],
    diagnostics: [
      ['error', 1, 'line 1: count 1234567890123456 is not plausible (more than 99999): "1234567890123456 Opt".'],
    ],
  },
  {
    name: 'a count and x without a name',
    text: '4x\n',
    entries: [],
    diagnostics: [
      ['error', 1, 'line 1: a count without a card name: "4x".'],
    ],
  },
  {
    name: 'a count alone',
    text: '4\n',
    entries: [],
    diagnostics: [
      ['error', 1, 'line 1: a count without a card name: "4".'],
    ],
  },
  {
    name: 'a foil mark needs a blank before it, so it is the name here',
    text: '4 *F*\n',
    entries: [
      [4, '*F*', 'main', 1, 1],
    ],
  },
  {
    name: 'a long line is quoted cut to 60 characters',
    text: 'this line is far too long to be shown whole in a message, so it is cut short there\n',
    entries: [],
    diagnostics: [
      ['error', 1, 'line 1 is not a card line or a section header: "this line is far too long to be shown whole in a message,...". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
    ],
  },
  {
    name: 'a third block after a blank line warns once, at its first card',
    text: '4 Opt\n\n2 Negate\n\n1 Abrade\n',
    entries: [
      [4, 'Opt', 'main', 1, 1],
      [2, 'Negate', 'sideboard', 3, 1],
      [1, 'Abrade', 'sideboard', 5, 1],
    ],
    diagnostics: [
      ['warning', 5, 'line 5: another blank line after the sideboard began; these cards are read as sideboard too. Use "Sideboard" headers if that is not what you meant.'],
    ],
    sectionLines: {sideboard: 3},
  },
  {
    name: 'columns: a tab, an indented SB: line and COMMANDER: line',
    text: "\t4 Opt\n  SB: 2 Duress\n  COMMANDER: Atraxa, Praetors' Voice\n",
    entries: [
      [4, 'Opt', 'main', 1, 2],
      [2, 'Duress', 'sideboard', 2, 3],
      [1, "Atraxa, Praetors' Voice", 'commander', 3, 14],
    ],
    sectionLines: {commander: 3},
  },
  {
    name: 'COMMANDER: lines: any case, no blank, a count and a printing; count 0 is not a card',
    text: 'commander:Atraxa\nCOMMANDER: 2 Atraxa (ONE) 1\nCOMMANDER: 0 Atraxa\n',
    entries: [
      [1, 'Atraxa', 'commander', 1, 11],
      [2, 'Atraxa', 'commander', 2, 12, {'set': 'ONE', 'collectorNumber': '1'}],
    ],
    diagnostics: [
      ['error', 3, 'line 3 is not a card line or a section header: "COMMANDER: 0 Atraxa". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
    ],
    sectionLines: {commander: 1},
  },
  {
    name: 'Arena About: the name, then cards go to the main deck and a blank line still separates the sideboard',
    text: 'About\nName Izzet\n4 Opt\n\n2 Negate\n',
    entries: [
      [4, 'Opt', 'main', 3, 1],
      [2, 'Negate', 'sideboard', 5, 1],
    ],
    deckName: 'Izzet',
    sectionLines: {sideboard: 5},
  },
  {
    name: 'About with a bare Name line',
    text: 'About\nName\n',
    entries: [],
    diagnostics: [
      ['error', 2, 'line 2 is not a card line or a section header: "Name". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
    ],
  },
  {
    name: 'Name outside About is not a deck name',
    text: 'Name Foo\n4 Opt\n',
    entries: [
      [4, 'Opt', 'main', 2, 1],
    ],
    diagnostics: [
      ['error', 1, 'line 1 is not a card line or a section header: "Name Foo". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
    ],
  },
  {
    name: 'XMage NAME: an empty one is skipped, the first named wins, trimmed',
    text: 'NAME:\nNAME: Tempo \nNAME:Other\n4 Opt\n',
    entries: [
      [4, 'Opt', 'main', 4, 1],
    ],
    deckName: 'Tempo',
  },
  {
    name: 'MWS // NAME : the first wins, trimmed',
    text: '// NAME :  Goblins  \n// NAME : Elves\n4 Opt\n',
    entries: [
      [4, 'Opt', 'main', 3, 1],
    ],
    deckName: 'Goblins',
  },
  {
    name: '# Sideboard names a section: blank lines then separate nothing',
    text: '# Sideboard\n4 Opt\n\n2 Negate\n',
    entries: [
      [4, 'Opt', 'sideboard', 2, 1],
      [2, 'Negate', 'sideboard', 4, 1],
    ],
    sectionLines: {sideboard: 1},
  },
  {
    name: '## notes is a comment: the blank line separates the sideboard',
    text: '## notes\n4 Opt\n\n2 Negate\n',
    entries: [
      [4, 'Opt', 'main', 2, 1],
      [2, 'Negate', 'sideboard', 4, 1],
    ],
    sectionLines: {sideboard: 4},
  },
  {
    name: '//Sideboard without a blank',
    text: '//Sideboard\n2 Negate\n',
    entries: [
      [2, 'Negate', 'sideboard', 2, 1],
    ],
    sectionLines: {sideboard: 1},
  },
  {
    name: '// About is no section',
    text: '// About\n4 Opt\n',
    entries: [
      [4, 'Opt', 'main', 2, 1],
    ],
  },
  {
    name: '### Commander',
    text: '### Commander\n1 Atraxa\n',
    entries: [
      [1, 'Atraxa', 'commander', 2, 1],
    ],
    sectionLines: {commander: 1},
  },
  {
    name: 'Forge [Metadata]: keys any case with blanks, the first Name wins, [Main] ends it',
    text: '[Metadata]\n name = Burn \nName=Other\nDeck Type=x\n[Main]\n4 Opt\n',
    entries: [
      [4, 'Opt', 'main', 6, 1],
    ],
    deckName: 'Burn',
    sectionLines: {main: 5},
  },
  {
    name: 'Forge Name= empty is no name',
    text: '[metadata]\nName=\n4 Opt\n',
    entries: [
      [4, 'Opt', 'main', 3, 1],
    ],
  },
  {
    name: 'XMage LAYOUT MAIN is skipped, other LAYOUT lines are not',
    text: 'LAYOUT MAIN:(1)\nLAYOUT OTHER:(1)\n4 Opt\n',
    entries: [
      [4, 'Opt', 'main', 3, 1],
    ],
    diagnostics: [
      ['error', 2, 'line 2 is not a card line or a section header: "LAYOUT OTHER:(1)". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
    ],
  },
  {
    name: 'Arena suffixes: what is a set code and collector number and what stays in the name',
    text: '1 Opt (ELD)\n1 Opt (E) 1\n1 Opt (ABCDEFGHI) 1\n1 Opt(ELD) 1\n1 Opt\u00a0(ELD) 1\n1 Opt (ELD) 59★\n1 Opt (ELD)  59\n1 Opt (ELD)\t59\n1 Opt (eld) 59\n1 Opt (ELD) 5 9\n1 Opt ()\n',
    entries: [
      [1, 'Opt', 'main', 1, 1, {'set': 'ELD', 'nameSuffix': '(ELD)'}],
      [1, 'Opt (E) 1', 'main', 2, 1],
      [1, 'Opt (ABCDEFGHI) 1', 'main', 3, 1],
      [1, 'Opt(ELD) 1', 'main', 4, 1],
      [1, 'Opt', 'main', 5, 1, {'set': 'ELD', 'collectorNumber': '1'}],
      [1, 'Opt', 'main', 6, 1, {'set': 'ELD', 'collectorNumber': '59★'}],
      [1, 'Opt', 'main', 7, 1, {'set': 'ELD', 'collectorNumber': '59'}],
      [1, 'Opt', 'main', 8, 1, {'set': 'ELD', 'collectorNumber': '59'}],
      [1, 'Opt', 'main', 9, 1, {'set': 'ELD', 'collectorNumber': '59'}],
      [1, 'Opt (ELD) 5 9', 'main', 10, 1],
      [1, 'Opt ()', 'main', 11, 1],
    ],
  },
  {
    name: 'a name that ends in parentheses: a word in mixed case is no set code; one case may be (the resolver decides)',
    text: '1 Hazmat Suit (Used)\n1 Akki Ronin (Alchemy)\n1 Everythingamajig (a)\n1 Hazmat Suit (USED)\n1 Bind (CMB1)\n1 Hazmat Suit (used)\n1 Hazmat Suit (Used) 5\n1 [UST] Hazmat Suit (USED)\n',
    entries: [
      [1, 'Hazmat Suit (Used)', 'main', 1, 1],
      [1, 'Akki Ronin (Alchemy)', 'main', 2, 1],
      [1, 'Everythingamajig (a)', 'main', 3, 1],
      [1, 'Hazmat Suit', 'main', 4, 1, {'set': 'USED', 'nameSuffix': '(USED)'}],
      [1, 'Bind', 'main', 5, 1, {'set': 'CMB1', 'nameSuffix': '(CMB1)'}],
      [1, 'Hazmat Suit', 'main', 6, 1, {'set': 'USED', 'nameSuffix': '(used)'}],
      // With a collector number after it, the parentheses hold a set code, as Arena writes it.
      [1, 'Hazmat Suit', 'main', 7, 1, {'set': 'USED', 'collectorNumber': '5'}],
      [1, 'Hazmat Suit', 'main', 8, 1, {'set': 'UST', 'nameSuffix': '(USED)'}],
    ],
  },
  {
    name: 'foil marks, tags, Forge and bracket codes, variants',
    text: '1 Opt *E*\n1 Opt *F* *E*\n1 Opt *X*\n1 Opt*F*\n1 Opt (ELD) 59 (F)\n1 Opt #tag (ELD) 59\n1 Opt|ELD\n1 Opt|E\n1 Opt|ELD|x\n1 Opt [ELD]\n1 Opt [E]\n1 [ELD] Opt (M21) 5\n1 Opt <showcase> *F*\n1 Opt *F* <showcase>\n1 Opt <a> <b>\n1 Opt [ELD] <showcase>\n',
    entries: [
      [1, 'Opt', 'main', 1, 1, {'finish': 'etched'}],
      [1, 'Opt', 'main', 2, 1, {'finish': 'etched'}],
      [1, 'Opt *X*', 'main', 3, 1],
      [1, 'Opt*F*', 'main', 4, 1],
      [1, 'Opt', 'main', 5, 1, {'set': 'ELD', 'collectorNumber': '59', 'finish': 'foil'}],
      [1, 'Opt', 'main', 6, 1],
      [1, 'Opt', 'main', 7, 1, {'set': 'ELD'}],
      [1, 'Opt|E', 'main', 8, 1],
      [1, 'Opt|ELD|x', 'main', 9, 1],
      [1, 'Opt', 'main', 10, 1, {'set': 'ELD'}],
      [1, 'Opt [E]', 'main', 11, 1],
      [1, 'Opt', 'main', 12, 1, {'set': 'ELD', 'collectorNumber': '5'}],
      [1, 'Opt', 'main', 13, 1, {'finish': 'foil'}],
      [1, 'Opt', 'main', 14, 1, {'finish': 'foil'}],
      [1, 'Opt', 'main', 15, 1],
      [1, 'Opt', 'main', 16, 1, {'set': 'ELD'}],
    ],
  },
  {
    name: 'CRLF and a blank line with blanks at the end',
    text: '4 Opt\r\n\r\n2 Negate \r\n',
    entries: [
      [4, 'Opt', 'main', 1, 1],
      [2, 'Negate', 'sideboard', 3, 1],
    ],
    sectionLines: {sideboard: 3},
  },
  {
    name: 'lone CR line ends, mixed with CRLF',
    text: '4 Opt\r2 Island\r\n\r3 Negate\r',
    entries: [
      [4, 'Opt', 'main', 1, 1],
      [2, 'Island', 'main', 2, 1],
      [3, 'Negate', 'sideboard', 4, 1],
    ],
    sectionLines: {sideboard: 4},
  },
  {
    name: 'a line with U+2028 is no card line',
    text: '4 Bad\u2028Name\n4 Opt\n',
    entries: [
      [4, 'Opt', 'main', 2, 1],
    ],
    diagnostics: [
      ['error', 1, 'line 1 is not a card line or a section header: "4 Bad\u2028Name". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
    ],
  },
  {
    name: 'byte-order marks: the first is dropped, a later one is blank space',
    text: '\uFEFF4 Opt\n\uFEFF2 Island\n',
    entries: [
      [4, 'Opt', 'main', 1, 1],
      [2, 'Island', 'main', 2, 2],
    ],
  },
  {
    name: 'a byte-order mark before a header',
    text: '\uFEFFDeck\n4 Opt\n',
    entries: [
      [4, 'Opt', 'main', 2, 1],
    ],
    sectionLines: {main: 1},
  },
  {
    name: 'group labels are skipped, other words are reported',
    text: 'Creatures (24)\nLands:\nSorcery\nNon-creature spells\nCompanion / Commander\nTribal\nInstants [4]\nCreature Spells\n4 Opt\n',
    entries: [
      [4, 'Opt', 'main', 9, 1],
    ],
    diagnostics: [
      ['error', 8, 'line 8 is not a card line or a section header: "Creature Spells". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
    ],
  },
  {
    name: 'About alone does not name sections',
    text: 'About\n4 Opt\n\n2 Negate\n',
    entries: [
      [4, 'Opt', 'main', 2, 1],
      [2, 'Negate', 'sideboard', 4, 1],
    ],
    sectionLines: {sideboard: 4},
  },
  {
    name: 'blank lines before the first card start nothing',
    text: '   \n\t\n4 Opt\n\n2 Negate\n',
    entries: [
      [4, 'Opt', 'main', 3, 1],
      [2, 'Negate', 'sideboard', 5, 1],
    ],
    sectionLines: {sideboard: 5},
  },
  {
    name: 'sb: in lower case is a sideboard card line (issue 31)',
    text: 'sb: 2 Opt\n',
    entries: [[2, 'Opt', 'sideboard', 1, 1]],
  },
  {
    name: 'SB: with a name of digits',
    text: 'SB: 2 1996\n4 Opt\n',
    entries: [
      [2, '1996', 'sideboard', 1, 1],
      [4, 'Opt', 'main', 2, 1],
    ],
  },
  {
    name: 'leading no-break space and a non-ASCII last character',
    text: '\u00a04 Opt\n4 Ratonhnhaké\n',
    entries: [
      [4, 'Opt', 'main', 1, 2],
      [4, 'Ratonhnhaké', 'main', 2, 1],
    ],
  },
  {
    name: 'header spellings: brackets with blanks, a count and a colon; braces and parentheses are not headers',
    text: '[ Sideboard ]\n1 Opt\nSideboard (15) :\n1 Opt\n{Sideboard}\n(Sideboard)\nSideboard ()\nSideboard:15\n1 Opt\n',
    entries: [
      [1, 'Opt', 'sideboard', 2, 1],
      [1, 'Opt', 'sideboard', 4, 1],
      [1, 'Opt', 'sideboard', 9, 1],
    ],
    diagnostics: [
      ['error', 5, 'line 5 is not a card line or a section header: "{Sideboard}". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
      ['error', 6, 'line 6 is not a card line or a section header: "(Sideboard)". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
      ['error', 7, 'line 7 is not a card line or a section header: "Sideboard ()". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
    ],
    sectionLines: {sideboard: 1},
  },
  {
    name: 'SB: lines name sections: blank lines then separate nothing',
    text: '4 Opt\n\n\n2 Negate\nSB: 1 Duress\n\n1 Abrade\n',
    entries: [
      [4, 'Opt', 'main', 1, 1],
      [2, 'Negate', 'main', 4, 1],
      [1, 'Duress', 'sideboard', 5, 1],
      [1, 'Abrade', 'main', 7, 1],
    ],
  },
  {
    name: 'an SB: line first',
    text: 'SB: 1 Duress\n4 Opt\n\n2 Negate\n',
    entries: [
      [1, 'Duress', 'sideboard', 1, 1],
      [4, 'Opt', 'main', 2, 1],
      [2, 'Negate', 'main', 4, 1],
    ],
  },
  {
    name: 'blank characters at the end of a line: tab, vertical tab, form feed',
    text: '4 Opt\u000b\n4 Island\f\n4 Swamp\t\n',
    entries: [
      [4, 'Opt', 'main', 1, 1],
      [4, 'Island', 'main', 2, 1],
      [4, 'Swamp', 'main', 3, 1],
    ],
  },
  {
    name: 'an sb: line in any case names sections',
    text: '4 Opt\n\n2 Negate\nsb: 1 Duress\n',
    entries: [
      [4, 'Opt', 'main', 1, 1],
      [2, 'Negate', 'main', 3, 1],
      [1, 'Duress', 'sideboard', 4, 1],
    ],
  },
  {
    name: 'COMMANDER: the name needs a letter',
    text: 'COMMANDER: A\nCOMMANDER: Z\nCOMMANDER: _____\n',
    entries: [
      [1, 'A', 'commander', 1, 12],
      [1, 'Z', 'commander', 2, 12],
    ],
    diagnostics: [
      ['error', 3, 'line 3 is not a card line or a section header: "COMMANDER: _____". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
    ],
    sectionLines: {commander: 1},
  },
  {
    name: 'a comment // About opens no About section',
    text: '// About\nName Foo\n4 Opt\n',
    entries: [
      [4, 'Opt', 'main', 3, 1],
    ],
    diagnostics: [
      ['error', 2, 'line 2 is not a card line or a section header: "Name Foo". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
    ],
  },
  {
    name: 'a section named twice keeps its first line',
    text: '// Sideboard\n1 Opt\n// Sideboard\n1 Negate\n',
    entries: [
      [1, 'Opt', 'sideboard', 2, 1],
      [1, 'Negate', 'sideboard', 4, 1],
    ],
    sectionLines: {sideboard: 1},
  },
  {
    name: 'a file of one SB: line is not empty',
    text: 'SB: 2 Duress\n',
    entries: [
      [2, 'Duress', 'sideboard', 1, 1],
    ],
  },
  {
    name: 'a # Sideboard comment further down names sections: the blank line separates nothing',
    text: '4 Opt\n\n2 Negate\n# Sideboard\n1 Duress\n',
    entries: [
      [4, 'Opt', 'main', 1, 1],
      [2, 'Negate', 'main', 3, 1],
      [1, 'Duress', 'sideboard', 5, 1],
    ],
    sectionLines: {sideboard: 4},
  },
  {
    name: 'a ////Sideboard comment further down names sections',
    text: '4 Opt\n\n2 Negate\n////Sideboard\n1 Duress\n',
    entries: [
      [4, 'Opt', 'main', 1, 1],
      [2, 'Negate', 'main', 3, 1],
      [1, 'Duress', 'sideboard', 5, 1],
    ],
    sectionLines: {sideboard: 4},
  },
  {
    name: 'a ##Sideboard comment further down names sections',
    text: '4 Opt\n\n2 Negate\n##Sideboard\n1 Duress\n',
    entries: [
      [4, 'Opt', 'main', 1, 1],
      [2, 'Negate', 'main', 3, 1],
      [1, 'Duress', 'sideboard', 5, 1],
    ],
    sectionLines: {sideboard: 4},
  },
  {
    name: 'a line with U+2029 is no card line',
    text: '4 Opt\n4 Bad\u2029Name\n',
    entries: [
      [4, 'Opt', 'main', 1, 1],
    ],
    diagnostics: [
      ['error', 2, 'line 2 is not a card line or a section header: "4 Bad\u2029Name". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
    ],
  },
  {
    name: 'a // About comment does not name sections: the blank line still separates the sideboard',
    text: '4 Opt\n\n2 Negate\n// About\n1 Duress\n',
    entries: [
      [4, 'Opt', 'main', 1, 1],
      [2, 'Negate', 'sideboard', 3, 1],
      [1, 'Duress', 'sideboard', 5, 1],
    ],
    sectionLines: {sideboard: 3},
  },
  {
    name: 'sb: inside a comment names no section: the blank line still separates the sideboard',
    text: '4 Opt\n\n2 Negate\n// move to sb: later\n',
    entries: [
      [4, 'Opt', 'main', 1, 1],
      [2, 'Negate', 'sideboard', 3, 1],
    ],
    sectionLines: {sideboard: 3},
  },
  {
    name: 'Key=Value outside a [metadata] block is reported',
    text: 'Name=Burn\n4 Opt\n',
    entries: [
      [4, 'Opt', 'main', 2, 1],
    ],
    diagnostics: [
      ['error', 1, 'line 1 is not a card line or a section header: "Name=Burn". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
    ],
  },
  {
    name: 'MWS names: only a comment that starts with // NAME, blanks optional',
    text: '# see // NAME : Foo\n//NAME:Goblins\n4 Opt\n',
    entries: [
      [4, 'Opt', 'main', 3, 1],
    ],
    deckName: 'Goblins',
  },
  {
    name: 'NAME:, LAYOUT and COMMANDER: count only at the start of a line',
    text: 'DECKNAME:Foo\nNOT LAYOUT MAIN:(1)\nMy commander: Atraxa\n4 Opt\n',
    entries: [
      [4, 'Opt', 'main', 4, 1],
    ],
    diagnostics: [
      ['error', 1, 'line 1 is not a card line or a section header: "DECKNAME:Foo". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
      ['error', 2, 'line 2 is not a card line or a section header: "NOT LAYOUT MAIN:(1)". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
      ['error', 3, 'line 3 is not a card line or a section header: "My commander: Atraxa". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
    ],
  },
  {
    name: '[metadata] with more on its line opens no block',
    text: '[metadata] extra\nName=Burn\n4 Opt\n',
    entries: [
      [4, 'Opt', 'main', 3, 1],
    ],
    diagnostics: [
      ['error', 1, 'line 1 is not a card line or a section header: "[metadata] extra". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
      ['error', 2, 'line 2 is not a card line or a section header: "Name=Burn". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
    ],
  },
  {
    name: 'inside [metadata]: a key must start with a letter, only Name names the deck, a header ends the block',
    text: '[metadata]\n-Name=Foo\nDeckType=constructed\nName=Burn\nDeck\n4 Opt\n',
    entries: [
      [4, 'Opt', 'main', 6, 1],
    ],
    diagnostics: [
      ['error', 2, 'line 2 is not a card line or a section header: "-Name=Foo". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
    ],
    deckName: 'Burn',
    sectionLines: {main: 5},
  },
  {
    name: 'About: only a line that starts with Name names the deck',
    text: 'About\nNickname Foo\n4 Opt\n',
    entries: [
      [4, 'Opt', 'main', 3, 1],
    ],
    diagnostics: [
      ['error', 2, 'line 2 is not a card line or a section header: "Nickname Foo". Write cards as "4 Lightning Bolt" (or "4x …", "SB: 2 …"), sections as "Sideboard", comments after "//" or "#".'],
    ],
  },
  {
    name: 'a file of blank lines is empty',
    text: '\n  \n',
    entries: [],
    diagnostics: [
      ['error', null, 'the file is empty: no cards to check.'],
    ],
  },
];

describe('parseTextDeck: whole entries and exact findings', () => {
  it.each(table)('$name', (row) => {
    const deck = parseTextDeck(row.text, 'd.txt');
    expect(deck.entries).toEqual(
      row.entries.map(([count, name, section, line, column, extra]) => ({ count, name, section, line, column, ...extra })),
    );
    expect(deck.diagnostics.map((f): D => [f.severity, f.line, f.message])).toEqual(row.diagnostics ?? []);
    for (const f of deck.diagnostics) {
      expect(f).toMatchObject({ rule: 'parse-error', file: 'd.txt', column: f.line === null ? null : 1, related: [] });
    }
    expect(deck.name).toBe(row.deckName);
    expect('name' in deck).toBe(row.deckName !== undefined);
    expect(deck.sectionLines).toEqual(row.sectionLines ?? {});
  });
});

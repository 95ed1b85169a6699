/** The safe XML reader: what it accepts, what it refuses (with line and column), and its limits. */
import { describe, expect, it } from 'vitest';
import { DOCTYPE_REFUSED, escapeXmlAttribute, escapeXmlText, parseXml, XML_LIMITS, XmlError, xmlPrologue } from '../../src/input/xml.js';

function refuse(text: string, limits = XML_LIMITS): XmlError {
  try {
    parseXml(text, limits);
  } catch (e) {
    if (e instanceof XmlError) return e;
    throw e;
  }
  throw new Error('parseXml accepted the document');
}

describe('parseXml: well-formed documents', () => {
  it('elements, attributes in both quote styles, self-closing tags, lines and columns', () => {
    const root = parseXml(
      '<?xml version="1.0" encoding="utf-8"?>\n<Deck a="1" b=\'two\'>\n  <Cards Quantity="4" Name="Lightning Bolt" />\n  <x></x>\n</Deck>\n',
    );
    expect(root.name).toBe('Deck');
    expect([...root.attributes]).toEqual([
      ['a', '1'],
      ['b', 'two'],
    ]);
    expect(root.children.map((c) => [c.name, c.line, c.column])).toEqual([
      ['Cards', 3, 3],
      ['x', 4, 3],
    ]);
    expect(root.children[0]?.attributes.get('Name')).toBe('Lightning Bolt');
  });

  it('decodes the five predefined entities and character references, nothing else', () => {
    const root = parseXml('<a n="Minsc &amp; Boo &lt;&gt;&quot;&apos; &#x4E;az&#103;&#251;l">R&amp;D<![CDATA[ <raw> & ]]></a>');
    expect(root.attributes.get('n')).toBe('Minsc & Boo <>"\' Nazgûl');
    expect(root.text).toBe('R&D <raw> & ');
  });

  it('skips comments and processing instructions anywhere; a BOM is fine', () => {
    const root = parseXml('\uFEFF<!-- head --><?pi x?>\n<r><!-- c --><?pi y?><c/></r>\n<!-- tail -->\n');
    expect(root.children.map((c) => c.name)).toEqual(['c']);
  });

  it('normalises tabs and line breaks in attribute values to spaces', () => {
    expect(parseXml('<a n="Fire\n//\tIce"/>').attributes.get('n')).toBe('Fire // Ice');
  });
});

describe('parseXml: refusals say what and where', () => {
  it.each([
    ['a DOCTYPE (entity declarations)', '<?xml version="1.0"?>\n<!DOCTYPE Deck [<!ENTITY a "b">]>\n<Deck/>', 2, 1, DOCTYPE_REFUSED],
    ['an external DTD', '<!DOCTYPE Deck SYSTEM "http://x/evil.dtd"><Deck/>', 1, 1, DOCTYPE_REFUSED],
    ['a DOCTYPE inside the root', '<Deck>\n<!DOCTYPE x>\n</Deck>', 2, 1, DOCTYPE_REFUSED],
    ['an undeclared entity', '<Deck>\n  <Cards Name="&xxe;"/>\n</Deck>', 2, 16, 'unknown entity "&xxe;"'],
    ['an undeclared entity in text', '<d>&lol9;</d>', 1, 4, 'unknown entity "&lol9;"'],
    ["a bare ampersand", "<d n=\"R&D\"/>", 1, 8, '"&" must start an entity'],
    ['a character reference to NUL', '<d>&#0;</d>', 1, 4, 'not a valid character reference'],
    ['a character reference out of range', '<d>&#x110000;</d>', 1, 4, 'not a valid character reference'],
    ['mismatched end tag', '<Deck>\n  <Cards>\n</Deck>', 3, 1, '</Deck> does not close <Cards> (opened at line 2)'],
    ['a missing end tag', '<Deck>\n  <Cards/>\n', 3, 1, 'the file ends inside <Deck> (opened at line 1)'],
    ['an unclosed attribute value', '<Deck>\n  <Cards Name="Bolt/>\n</Deck>\n', 2, 16, 'never closed'],
    ['an unquoted attribute value', '<Deck n=1/>', 1, 9, 'must be in quotes'],
    ['a duplicate attribute', '<Deck n="1" n="2"/>', 1, 13, 'appears twice'],
    ['"<" in an attribute value', '<Deck n="a<b"/>', 1, 11, '"<" is not allowed'],
    ['content after the root', '<a/>\n<b/>', 2, 1, 'unexpected content after the end of the root element'],
    ['no element at all', '<?xml version="1.0"?>\n', 2, 1, 'no XML element'],
    ['not XML', '4 Lightning Bolt', 1, 1, 'this is not an XML document'],
    ['an unclosed comment', '<a><!-- x </a>', 1, 8, 'never closed'],
  ])('%s', (_name, text, line, column, reason) => {
    const e = refuse(text);
    expect(e.line).toBe(line);
    expect(e.column).toBe(column);
    expect(e.reason).toContain(reason);
  });
});

describe('parseXml: limits', () => {
  it('nesting deeper than the limit is refused at the element that crosses it', () => {
    const deep = `${'<a>'.repeat(40)}${'</a>'.repeat(40)}`;
    const e = refuse(deep);
    expect(e.reason).toMatch(/nested more than 32 deep/);
    expect(e.column).toBe(32 * 3 + 1);
  });

  it('a million nested elements are refused without a stack overflow', () => {
    const e = refuse('<a>'.repeat(1_000_000));
    expect(e.reason).toMatch(/nested more than/);
  });

  it('too many elements, too many attributes, too many characters', () => {
    const small = { ...XML_LIMITS, maxElements: 10 };
    expect(refuse(`<r>${'<c/>'.repeat(10)}</r>`, small).reason).toMatch(/more than 10 elements/);
    const attrs = Array.from({ length: 65 }, (_, i) => `a${i}="x"`).join(' ');
    expect(refuse(`<r ${attrs}/>`).reason).toMatch(/more than 64 attributes/);
    expect(refuse('<r/>', { ...XML_LIMITS, maxChars: 3 }).reason).toMatch(/over 3 are refused/);
  });

  it('deck-sized documents are well inside the limits', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `  <Cards CatID="${i}" Quantity="1" Name="Card ${i}" />`).join('\n');
    expect(parseXml(`<Deck>\n${rows}\n</Deck>`).children).toHaveLength(5000);
  });
});

describe('xmlPrologue and escaping', () => {
  it('finds the root name, or a DOCTYPE, from the start alone', () => {
    expect(xmlPrologue('<?xml version="1.0"?>\n<!-- x -->\n<cockatrice_deck version="1">')).toEqual({ root: 'cockatrice_deck' });
    expect(xmlPrologue('<?xml version="1.0"?>\n<!DOCTYPE d [')).toEqual({ doctype: { line: 2, column: 1 } });
    expect(xmlPrologue('4 Lightning Bolt')).toEqual({});
  });

  it('escaped text reads back unchanged', () => {
    const nasty = 'Minsc & Boo "<quoted>" \'x\'\tand\na line';
    const root = parseXml(`<a n="${escapeXmlAttribute(nasty)}">${escapeXmlText(nasty)}</a>`);
    expect(root.attributes.get('n')).toBe(nasty);
    expect(root.text).toBe(nasty);
  });
});

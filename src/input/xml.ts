/**
 * A small XML reader for deck files (MTGO .dek, Cockatrice .cod, OCTGN .o8d), safe by construction:
 *
 * - no DTD: a `<!DOCTYPE` is refused, so no entity can be declared, expanded (the "billion laughs") or fetched
 *   (external entities); only the five predefined entities and character references are decoded, and each one
 *   decodes to at most two UTF-16 units, so the output is never larger than the input;
 * - limits on size, nesting depth, element count and attributes per element;
 * - one forward scan with indexOf and character tests, no backtracking regular expressions: linear time.
 *
 * Deck files are tiny, so the whole document becomes a tree. Pure: no I/O. Errors carry the line and column.
 */

export interface XmlElement {
  readonly name: string;
  /** Attribute values with entities decoded and whitespace normalised as XML says. In document order. */
  readonly attributes: ReadonlyMap<string, string>;
  readonly children: readonly XmlElement[];
  /** Character data directly inside this element (text and CDATA sections), entities decoded. */
  readonly text: string;
  readonly line: number;
  readonly column: number;
}

export interface XmlLimits {
  /** Characters in the whole document. */
  readonly maxChars: number;
  readonly maxDepth: number;
  readonly maxElements: number;
  readonly maxAttributes: number;
}

/** Deck files hold a few hundred rows; MTGO's collection export a few tens of thousands. */
export const XML_LIMITS: XmlLimits = {
  maxChars: 8 * 1024 * 1024,
  maxDepth: 32,
  maxElements: 200_000,
  maxAttributes: 64,
};

export class XmlError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`line ${line}, column ${column}: ${reason}`);
  }
}

export const DOCTYPE_REFUSED =
  'a DOCTYPE declaration is refused: deck files never have one, and it can declare entities (entity expansion, ' +
  'external entities). Remove the <!DOCTYPE …> part, or export the deck again';

const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function isNameStart(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) || // a-z
    (c >= 0x41 && c <= 0x5a) || // A-Z
    c === 0x5f || // _
    c === 0x3a || // :
    (c >= 0xc0 && c !== 0xd7 && c !== 0xf7 && c <= 0xfffd)
  );
}

function isNameChar(c: number): boolean {
  return isNameStart(c) || (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e || c === 0xb7;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

function isXmlChar(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

interface MutableElement {
  name: string;
  attributes: Map<string, string>;
  children: MutableElement[];
  text: string;
  line: number;
  column: number;
}

class Scanner {
  pos = 0;
  private readonly lineStarts: number[] = [0];

  constructor(readonly src: string) {
    for (let i = src.indexOf('\n'); i >= 0; i = src.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
  }

  where(pos: number = this.pos): { line: number; column: number } {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= pos) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: pos - (this.lineStarts[lo] ?? 0) + 1 };
  }

  fail(reason: string, pos: number = this.pos): never {
    const { line, column } = this.where(pos);
    throw new XmlError(reason, line, column);
  }

  startsWith(s: string): boolean {
    return this.src.startsWith(s, this.pos);
  }

  code(): number {
    return this.src.charCodeAt(this.pos);
  }

  eof(): boolean {
    return this.pos >= this.src.length;
  }

  skipSpace(): void {
    while (this.pos < this.src.length && isSpace(this.src.charCodeAt(this.pos))) this.pos++;
  }

  /** Advance past `end`, which must occur; returns the text before it. `what` names the construct, for errors only. */
  until(end: string, what: () => string): string {
    const at = this.src.indexOf(end, this.pos);
    if (at < 0) this.fail(`${what()} is never closed with "${end}"`);
    const s = this.src.slice(this.pos, at);
    this.pos = at + end.length;
    return s;
  }

  name(what: () => string): string {
    const start = this.pos;
    if (this.eof() || !isNameStart(this.code())) this.fail(`expected ${what()}`);
    this.pos++;
    while (this.pos < this.src.length && isNameChar(this.src.charCodeAt(this.pos))) this.pos++;
    return this.src.slice(start, this.pos);
  }

  /** Decode entity and character references in raw text; `start` is where `raw` begins, for error positions. */
  decode(raw: string, start: number): string {
    if (!raw.includes('&')) return raw;
    let out = '';
    let i = 0;
    while (i < raw.length) {
      const amp = raw.indexOf('&', i);
      if (amp < 0) {
        out += raw.slice(i);
        break;
      }
      out += raw.slice(i, amp);
      const semi = raw.indexOf(';', amp + 1);
      if (semi < 0 || semi - amp > 12) this.fail('"&" must start an entity such as "&amp;"; write "&amp;" for an ampersand', start + amp);
      const ref = raw.slice(amp + 1, semi);
      if (ref.startsWith('#')) {
        const hex = ref[1] === 'x';
        const digits = ref.slice(hex ? 2 : 1);
        const ok = hex ? /^[0-9A-Fa-f]{1,6}$/.test(digits) : /^[0-9]{1,7}$/.test(digits);
        const cp = ok ? parseInt(digits, hex ? 16 : 10) : NaN;
        if (!ok || !isXmlChar(cp)) this.fail(`"&${ref};" is not a valid character reference`, start + amp);
        out += String.fromCodePoint(cp);
      } else {
        const ch = PREDEFINED[ref];
        if (ch === undefined) {
          this.fail(
            `unknown entity "&${ref};": deck files use only &amp; &lt; &gt; &quot; &apos; and character references, ` +
              'and deckcheck expands no others',
            start + amp,
          );
        }
        out += ch;
      }
      i = semi + 1;
    }
    return out;
  }
}

/** Skips comments and processing instructions between markup; refuses a DOCTYPE. Returns false at a non-misc `<`. */
function skipMisc(s: Scanner): void {
  for (;;) {
    s.skipSpace();
    if (s.startsWith('<?')) {
      s.pos += 2;
      s.until('?>', () => 'a processing instruction "<?"');
    } else if (s.startsWith('<!--')) {
      s.pos += 4;
      s.until('-->', () => 'a comment "<!--"');
    } else if (s.startsWith('<!')) {
      if (s.src.slice(s.pos, s.pos + 9).toUpperCase() === '<!DOCTYPE') s.fail(DOCTYPE_REFUSED);
      s.fail('unexpected "<!" declaration: deck files hold only elements, text, comments and CDATA');
    } else {
      return;
    }
  }
}

function parseAttributes(s: Scanner, el: MutableElement, limits: XmlLimits): 'open' | 'empty' {
  for (;;) {
    const before = s.pos;
    s.skipSpace();
    if (s.eof()) s.fail(`the file ends inside the tag <${el.name}>`);
    if (s.startsWith('/>')) {
      s.pos += 2;
      return 'empty';
    }
    if (s.startsWith('>')) {
      s.pos += 1;
      return 'open';
    }
    if (s.pos === before) s.fail(`expected a space, "/>" or ">" in the tag <${el.name}>`);
    const namePos = s.pos;
    const name = s.name(() => `an attribute name or ">" in the tag <${el.name}>`);
    s.skipSpace();
    if (!s.startsWith('=')) s.fail(`expected "=" after the attribute ${name} in <${el.name}>`);
    s.pos++;
    s.skipSpace();
    const q = s.src[s.pos];
    if (q !== '"' && q !== "'") s.fail(`the value of ${name} in <${el.name}> must be in quotes`);
    s.pos++;
    const valueStart = s.pos;
    const raw = s.until(q, () => `the value of ${name} in <${el.name}>`);
    const lt = raw.indexOf('<');
    if (lt >= 0) s.fail(`"<" is not allowed in an attribute value; write "&lt;"`, valueStart + lt);
    // Attribute-value normalisation (XML 1.0 §3.3.3): literal tabs and line breaks become spaces.
    const value = s.decode(/[\t\n\r]/.test(raw) ? raw.replace(/\r\n|[\t\n\r]/g, ' ') : raw, valueStart);
    if (el.attributes.has(name)) s.fail(`the attribute ${name} appears twice in <${el.name}>`, namePos);
    if (el.attributes.size >= limits.maxAttributes) {
      s.fail(`more than ${limits.maxAttributes} attributes in <${el.name}>: this is not a deck file`, namePos);
    }
    el.attributes.set(name, value);
  }
}

/**
 * Parse a whole XML document and return its root element. Throws XmlError (with line and column) for anything that
 * is not well-formed, for a DOCTYPE, an unknown entity, or a document over the limits.
 */
export function parseXml(text: string, limits: XmlLimits = XML_LIMITS): XmlElement {
  if (text.length > limits.maxChars) {
    throw new XmlError(`the document has ${text.length} characters; XML deck files over ${limits.maxChars} are refused`, 1, 1);
  }
  const s = new Scanner(text.replace(/^\uFEFF/, ''));
  skipMisc(s);
  if (s.eof()) s.fail('the file has no XML element');
  if (!s.startsWith('<')) s.fail('expected "<": this is not an XML document');
  const stack: MutableElement[] = [];
  let root: MutableElement | undefined;
  let elements = 0;

  const open = (): void => {
    const tagPos = s.pos;
    s.pos++; // '<'
    const name = s.name(() => 'an element name after "<"');
    const { line, column } = s.where(tagPos);
    const el: MutableElement = { name, attributes: new Map(), children: [], text: '', line, column };
    if (++elements > limits.maxElements) s.fail(`more than ${limits.maxElements} elements: this is not a deck file`, tagPos);
    if (stack.length >= limits.maxDepth) s.fail(`elements nested more than ${limits.maxDepth} deep: this is not a deck file`, tagPos);
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(el);
    else root = el;
    if (parseAttributes(s, el, limits) === 'open') stack.push(el);
  };

  open();
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as MutableElement;
    if (s.eof()) s.fail(`the file ends inside <${top.name}> (opened at line ${top.line}); it needs </${top.name}>`);
    const lt = s.src.indexOf('<', s.pos);
    if (lt < 0 || lt > s.pos) {
      const end = lt < 0 ? s.src.length : lt;
      top.text += s.decode(s.src.slice(s.pos, end), s.pos);
      s.pos = end;
      continue;
    }
    if (s.startsWith('</')) {
      const at = s.pos;
      s.pos += 2;
      const name = s.name(() => 'an element name after "</"');
      s.skipSpace();
      if (!s.startsWith('>')) s.fail(`expected ">" to end </${name}`);
      s.pos++;
      if (name !== top.name) s.fail(`</${name}> does not close <${top.name}> (opened at line ${top.line})`, at);
      stack.pop();
    } else if (s.startsWith('<!--')) {
      s.pos += 4;
      s.until('-->', () => 'a comment "<!--"');
    } else if (s.startsWith('<![CDATA[')) {
      s.pos += 9;
      top.text += s.until(']]>', () => 'a CDATA section');
    } else if (s.startsWith('<?')) {
      s.pos += 2;
      s.until('?>', () => 'a processing instruction "<?"');
    } else if (s.startsWith('<!')) {
      if (s.src.slice(s.pos, s.pos + 9).toUpperCase() === '<!DOCTYPE') s.fail(DOCTYPE_REFUSED);
      s.fail('unexpected "<!" declaration inside an element');
    } else {
      open();
    }
  }
  skipMisc(s);
  if (!s.eof()) s.fail('unexpected content after the end of the root element');
  return root as MutableElement;
}

/** The root element's name and where a DOCTYPE stands, from the start of a document, without parsing it all. */
export function xmlPrologue(text: string): { root?: string; doctype?: { line: number; column: number } } {
  const s = new Scanner(text.slice(0, 64 * 1024).replace(/^\uFEFF/, ''));
  try {
    skipMisc(s);
  } catch (e) {
    if (e instanceof XmlError && e.reason === DOCTYPE_REFUSED) return { doctype: { line: e.line, column: e.column } };
    return {};
  }
  if (!s.startsWith('<')) return {};
  s.pos++;
  let end = s.pos;
  while (end < s.src.length && isNameChar(s.src.charCodeAt(end))) end++;
  return end > s.pos ? { root: s.src.slice(s.pos, end) } : {};
}

/** Escape text for element content. */
export function escapeXmlText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escape text for a double-quoted attribute value (line breaks and tabs kept as character references). */
export function escapeXmlAttribute(s: string): string {
  return escapeXmlText(s)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

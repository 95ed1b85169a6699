import { describe, expect, it } from 'vitest';
import { BinaryInputError, decodeText, splitLines } from '../../src/input/decode.js';

const text = '4 Nazgûl\r\n1 Æther Vial\n';

function utf16le(s: string): Uint8Array {
  const b = Buffer.from(s, 'utf16le');
  return new Uint8Array([0xff, 0xfe, ...b]);
}

function utf16be(s: string): Uint8Array {
  const le = Buffer.from(s, 'utf16le');
  const be = Buffer.alloc(le.length);
  for (let i = 0; i < le.length; i += 2) {
    be[i] = le[i + 1] ?? 0;
    be[i + 1] = le[i] ?? 0;
  }
  return new Uint8Array([0xfe, 0xff, ...be]);
}

describe('decodeText', () => {
  it.each([
    ['utf-8', new Uint8Array(Buffer.from(text, 'utf8')), 'utf-8'],
    ['utf-8 with BOM', new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(text, 'utf8')]), 'utf-8-bom'],
    ['utf-16le with BOM', utf16le(text), 'utf-16le'],
    ['utf-16be with BOM', utf16be(text), 'utf-16be'],
  ])('%s', (_name, bytes, encoding) => {
    const d = decodeText(bytes);
    expect(d.text).toBe(text);
    expect(d.encoding).toBe(encoding);
    expect(d.fallback).toBe(false);
  });

  it('reads invalid UTF-8 as Windows-1252 and says so', () => {
    const d = decodeText(new Uint8Array([0x34, 0x20, 0xc6, 0x74, 0x68, 0x65, 0x72])); // "4 Æther" in cp1252
    expect(d.text).toBe('4 Æther');
    expect(d.fallback).toBe(true);
  });

  it('a word processor\'s curly apostrophe (0x92) is U+2019 on every Node line: "4 Urza’s Saga"', () => {
    const bytes = new Uint8Array([...Buffer.from('4 Urza'), 0x92, ...Buffer.from('s Saga\r\n1 Lim-D'), 0xfb, 0x6c, 0x27, 0x73, 0x20, 0x56, 0x61, 0x75, 0x6c, 0x74]);
    expect(decodeText(bytes)).toEqual({ text: '4 Urza’s Saga\r\n1 Lim-Dûl\'s Vault', encoding: 'windows-1252', fallback: true });
  });

  // WHATWG index-windows-1252, bytes 0x80–0x9F; the five undefined bytes stay C1 controls.
  const HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
  it.each([...HIGH].map((ch, i) => [0x80 + i, ch] as const))('byte %i is its Windows-1252 character', (byte, ch) => {
    // 0xFF before it ("ÿ") makes the bytes invalid UTF-8.
    expect(decodeText(new Uint8Array([0xff, byte])).text).toBe(`ÿ${ch}`);
  });

  it('refuses binary files', () => {
    expect(() => decodeText(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]))).toThrow(BinaryInputError);
  });
});

describe('splitLines', () => {
  it.each([
    ['a\nb\n', ['a', 'b']],
    ['a\r\nb', ['a', 'b']],
    ['a\rb\r', ['a', 'b']],
    ['a\n\nb', ['a', '', 'b']],
    ['a\r\nb\r\n', ['a', 'b']],
    ['a\r\nb\nc', ['a', 'b', 'c']],
    ['a\r\nb\rc\r\n', ['a', 'b', 'c']],
    ['a\r\r\nb', ['a', '', 'b']],
    ['a\n\r\nb', ['a', '', 'b']],
    ['\r\n', ['']],
    ['', []],
  ])('%j', (input, expected) => {
    expect(splitLines(input)).toEqual(expected);
  });
});

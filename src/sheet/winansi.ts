/**
 * Text for the PDF's standard fonts (Helvetica), which show the WinAnsi character set: ASCII, Latin-1 and a few more
 * (curly quotes, dashes, Œ, Š, Ž, €, …). That covers every English card name printed so far (Æther, Lim-Dûl, Nazgûl,
 * Ratonhnhaké:ton). Anything else — a player's name in another script, an emoji in a file name — is transliterated:
 * accents are taken off a letter the set lacks (ǅ, ő → o), a few signs get their usual stand-in (− → -), and what is
 * left becomes `?`. The caller reports every changed text, so nothing changes silently. Pure.
 */
import { WINDOWS_1252_HIGH } from '../input/windows-1252.js';

/** The characters of Windows-1252 at 0x80–0x9F, which WinAnsiEncoding has in place of the C1 controls. */
const WIN_EXTRA = WINDOWS_1252_HIGH.filter((ch) => ch.charCodeAt(0) > 0x9f).join('');

export function isWinAnsi(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_EXTRA.includes(ch);
}

const STAND_INS: Readonly<Record<string, string>> = {
  '\u2212': '-', // minus sign
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '—',
  '\u2032': "'",
  '\u2033': '"',
  '\u00ad': '',
  '\t': ' ',
  '\u0131': 'i',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
};

export interface Transliterated {
  readonly text: string;
  /** True when the text had to change to be shown. */
  readonly changed: boolean;
}

export function toWinAnsi(text: string): Transliterated {
  let out = '';
  let changed = false;
  for (const ch of text.normalize('NFC')) {
    if (isWinAnsi(ch)) {
      out += ch;
      continue;
    }
    changed = true;
    const standIn = STAND_INS[ch];
    if (standIn !== undefined) {
      out += standIn;
      continue;
    }
    const bare = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    out += bare !== '' && [...bare].every(isWinAnsi) ? bare : '?';
  }
  return { text: out, changed };
}

/**
 * The PDF of registration sheets, one player after another, laid out like the Wizards Constructed "Deck Registration
 * Sheet" (US Letter, portrait): the name strip down the left edge, last name first (judges file the sheets by last
 * name); date, event, location, deck name and designer across the top; "Main Deck" on the left, "Main Deck
 * Continued" and "Sideboard" on the right, each row "# in deck" and "Card Name"; the two totals; and the judges' box
 * "For Official Use Only" (deck check round, status, judge, main/sideboard counts), left blank for the judges.
 *
 * Written with pdfkit and its standard Helvetica (no font file to ship); text is passed through toWinAnsi first.
 * Returns the bytes; no I/O of its own. The same input gives the same bytes (the creation date is the event's date).
 */
import PDFDocument from 'pdfkit';
import { VERSION } from '../version.js';
import { layoutSheet, type SheetPage, type SheetRow } from './layout.js';
import type { SheetDeck } from './model.js';
import { toWinAnsi } from './winansi.js';

const LEFT = { x: 80, countWidth: 34, width: 246 } as const;
const RIGHT = { x: 346, countWidth: 34, width: 246 } as const;
const ROW = 16;
const NAME_WIDTH = LEFT.width - LEFT.countWidth - 8;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

type Doc = PDFKit.PDFDocument;

function show(s: string): string {
  return toWinAnsi(s).text;
}

function label(doc: Doc, text: string, x: number, y: number, size = 7): void {
  doc.font(FONT).fontSize(size).fillColor('#444444').text(text, x, y, { lineBreak: false });
  doc.fillColor('black');
}

/** A labelled field: the label small above a rule, the value on the rule. */
function field(doc: Doc, name: string, value: string, x: number, y: number, width: number): void {
  label(doc, name, x, y);
  doc.moveTo(x, y + 22).lineTo(x + width, y + 22).lineWidth(0.5).stroke();
  if (value !== '') fitText(doc, show(value), x + 2, y + 10, width - 4, 10, FONT);
}

/** Text at a size that fits the width (down to 6 pt; then cut with an ellipsis). */
function fitText(doc: Doc, text: string, x: number, y: number, width: number, size: number, font: string): void {
  let s = size;
  doc.font(font);
  while (s > 6 && doc.fontSize(s).widthOfString(text) > width) s -= 0.5;
  let t = text;
  while (t.length > 1 && doc.fontSize(s).widthOfString(t) > width) t = `${t.slice(0, -2)}…`;
  doc.fontSize(s).text(t, x, y, { lineBreak: false });
}

function heading(doc: Doc, text: string, x: number, y: number): void {
  doc.font(BOLD).fontSize(10).text(text, x, y, { lineBreak: false });
  label(doc, '# in deck:', x, y + 14, 6.5);
  label(doc, 'Card Name:', x + LEFT.countWidth + 6, y + 14, 6.5);
}

/** A column of `rows` ruled lines, filled with the rows given. Returns the y below it. */
function listBox(doc: Doc, x: number, y: number, rows: number, filled: readonly SheetRow[]): number {
  const top = y + 24;
  doc.lineWidth(0.4);
  for (let i = 0; i < rows; i++) {
    const base = top + (i + 1) * ROW;
    doc.moveTo(x, base).lineTo(x + LEFT.countWidth, base).stroke();
    doc.moveTo(x + LEFT.countWidth + 6, base).lineTo(x + LEFT.width, base).stroke();
    const r = filled[i];
    if (!r) continue;
    if (r.count !== '') {
      doc.font(BOLD).fontSize(NAME_SIZE_COUNT);
      const w = doc.widthOfString(r.count);
      doc.text(r.count, x + LEFT.countWidth - 4 - w, base - 12, { lineBreak: false });
    }
    doc.font(FONT).fontSize(r.size).text(r.name, x + LEFT.countWidth + 8, base - 3 - r.size, { lineBreak: false });
  }
  return top + rows * ROW;
}

const NAME_SIZE_COUNT = 10;

function totalBox(doc: Doc, text: string, total: number, x: number, y: number): void {
  doc.font(BOLD).fontSize(8).text(text, x, y + 5, { lineBreak: false });
  const bx = x + LEFT.width - 40;
  doc.lineWidth(0.8).rect(bx, y, 40, 18).stroke();
  const t = String(total);
  doc.font(BOLD).fontSize(11);
  doc.text(t, bx + 20 - doc.widthOfString(t) / 2, y + 4, { lineBreak: false });
}

/** The name strip down the left edge, read with the page turned (as on the Wizards sheet). */
function nameStrip(doc: Doc, deck: SheetDeck): void {
  const h = deck.header;
  // The "first letter of last name" box, for filing.
  doc.lineWidth(0.8).rect(24, 36, 40, 40).stroke();
  label(doc, 'First letter', 27, 38, 5.5);
  label(doc, 'of last name', 27, 44, 5.5);
  const initial = show(h.lastName).trim().charAt(0).toUpperCase();
  if (initial !== '') doc.font(BOLD).fontSize(18).text(initial, 44 - doc.widthOfString(initial) / 2, 52, { lineBreak: false });
  doc.save();
  doc.rect(24, 84, 40, 686).fillOpacity(0.12).fill('#808080');
  doc.restore();
  doc.lineWidth(0.8).rect(24, 84, 40, 686).stroke();
  // Rotated a quarter turn anticlockwise: text runs bottom to top, starting at the foot of the strip.
  const fields: [string, string, number][] = [
    ['Last Name:', h.lastName, 300],
    ['First Name:', h.firstName, 240],
    ['ID #:', h.playerId, 130],
  ];
  let along = 0;
  doc.save();
  doc.rotate(-90, { origin: [24, 770] });
  for (const [name, value, len] of fields) {
    const x = 24 + along + 6;
    label(doc, name, x, 770 + 4, 7);
    doc.moveTo(x, 770 + 32).lineTo(x + len - 12, 770 + 32).lineWidth(0.5).stroke();
    if (value !== '') fitText(doc, show(value), x, 770 + 16, len - 14, 12, BOLD);
    along += len;
  }
  doc.restore();
}

function officialBox(doc: Doc, x: number, y: number): void {
  const w = LEFT.width;
  doc.lineWidth(0.8).rect(x, y, w, 84).stroke();
  doc.rect(x, y, w, 14).fill('#000000');
  doc.fillColor('white').font(BOLD).fontSize(8).text('FOR OFFICIAL USE ONLY', x + 6, y + 3.5, { lineBreak: false });
  doc.fillColor('black');
  const rows = ['Deck Check Rd #:', 'Status:', 'Judge:'];
  rows.forEach((r, i) => {
    const ry = y + 20 + i * 20;
    doc.font(FONT).fontSize(7.5).text(r, x + 6, ry + 5, { lineBreak: false });
    for (let b = 0; b < 3; b++) doc.lineWidth(0.5).rect(x + 78 + b * 34, ry, 30, 16).stroke();
  });
  doc.font(FONT).fontSize(7.5).text('Main/SB:', x + 188, y + 25, { lineBreak: false });
  doc.lineWidth(0.5).rect(x + 190, y + 38, 22, 16).stroke();
  doc.font(FONT).fontSize(10).text('/', x + 214, y + 41, { lineBreak: false });
  doc.lineWidth(0.5).rect(x + 220, y + 38, 22, 16).stroke();
}

function drawPage(doc: Doc, p: SheetPage): void {
  const d = p.deck;
  const h = d.header;
  doc.addPage({ size: 'LETTER', margin: 0 });
  nameStrip(doc, d);
  doc.font(BOLD).fontSize(16).text('DECK REGISTRATION SHEET', LEFT.x, 34, { lineBreak: false });
  label(doc, 'Magic: The Gathering Constructed · English card names', LEFT.x, 53, 7.5);
  if (p.pages > 1) {
    doc.font(BOLD).fontSize(10).text(`Page ${p.page} of ${p.pages}`, 520, 38, { lineBreak: false });
  }
  field(doc, 'Date:', h.date, 80, 64, 110);
  field(doc, 'Event:', h.event, 200, 64, 220);
  field(doc, 'Location:', h.location, 430, 64, 162);
  field(doc, 'Deck Name:', h.deckName, 80, 94, 300);
  field(doc, 'Deck Designer:', h.designer, 390, 94, 202);

  heading(doc, p.page > 1 ? 'Main Deck (continued):' : 'Main Deck:', LEFT.x, 126);
  const mainBottom = listBox(doc, LEFT.x, 126, 30, p.mainLeft);
  heading(doc, 'Main Deck Continued:', RIGHT.x, 126);
  const contBottom = listBox(doc, RIGHT.x, 126, 14, p.mainRight);
  heading(doc, p.page > 1 ? 'Sideboard (continued):' : 'Sideboard:', RIGHT.x, contBottom + 8);
  const sideBottom = listBox(doc, RIGHT.x, contBottom + 8, 15, p.sideboard);

  totalBox(doc, 'Total Number of Cards in Main Deck:', d.mainTotal, LEFT.x, mainBottom + 8);
  totalBox(doc, 'Total Number of Cards in Sideboard:', d.sideboardTotal, RIGHT.x, sideBottom + 8);
  officialBox(doc, LEFT.x, 688);

  const foot = [
    p.pages > 1 && p.page < p.pages ? `The list continues on page ${p.page + 1}.` : '',
    `From ${show(h.file)}`,
    `Printed by deckcheck ${VERSION}`,
  ].filter((s) => s !== '');
  foot.forEach((line, i) => fitText(doc, line, RIGHT.x, 728 + i * 11, RIGHT.width, 7.5, i === 0 && p.page < p.pages ? BOLD : FONT));
}

export interface PdfMeta {
  /** The PDF's title (the event's name, or the file's). */
  readonly title: string;
  /** YYYY-MM-DD, the creation date written into the PDF, so the same input gives the same bytes. */
  readonly date?: string;
}

/** Pages of every sheet, for tests and the page count. */
export function sheetPages(decks: readonly SheetDeck[]): SheetPage[] {
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.font(FONT);
  const measure = (text: string, size: number) => doc.fontSize(size).widthOfString(text);
  return decks.flatMap((d) => layoutSheet(d, NAME_WIDTH, measure));
}

/** The PDF bytes of every player's sheet, in the order given, and how many pages they take. */
export async function renderSheetsPdf(decks: readonly SheetDeck[], meta: PdfMeta): Promise<{ bytes: Uint8Array; pages: number }> {
  const created = meta.date !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(meta.date) ? new Date(`${meta.date}T00:00:00Z`) : new Date(0);
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: { Title: show(meta.title), Creator: `deckcheck ${VERSION}`, Producer: 'deckcheck', CreationDate: created },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const pages = sheetPages(decks);
  for (const p of pages) drawPage(doc, p);
  doc.end();
  return { bytes: await done, pages: pages.length };
}

/**
 * The engine's advice is written for the command line ("deckcheck db update"); on the page the way to newer card data
 * is the Card data tab. A report is given the page's words before it is rendered (findings are data: every report
 * the page shows or saves reads the same). Each phrase of the engine that names a command has its page wording here;
 * test/web/web.test.ts checks that a report on the page names no command.
 */
import type { CheckReport, Finding } from '../src/browser.js';

const CARD_DATA = 'open newer card data (MTGJSON or Scryfall) in the Card data tab';

/** [what the command line says, what the page says], in the order they are tried. */
export const PAGE_WORDS: readonly (readonly [string | RegExp, string])[] = [
  ['Get current card data (deckcheck db update) or a newer deckcheck.', `To check it, ${CARD_DATA}, or use a newer deckcheck.`],
  [/update the database: deckcheck db update\./g, `${CARD_DATA}.`],
  [
    /\(deckcheck db update, or deckcheck db import <MTGJSON or Scryfall file>\)/g,
    '(open an MTGJSON or Scryfall file in the Card data tab)',
  ],
  ['Update it: deckcheck db update.', `Update it: ${CARD_DATA}.`],
  [
    "get a card database: deckcheck db update (downloads MTGJSON's card data) or deckcheck db import <file>.",
    'open card data (MTGJSON or Scryfall) in the Card data tab.',
  ],
];

/** A text in the page's words. */
export function pageText(text: string): string {
  if (!text.includes('deckcheck db')) return text;
  let out = text;
  for (const [from, to] of PAGE_WORDS) out = typeof from === 'string' ? out.split(from).join(to) : out.replace(from, to);
  return out;
}

function pageFinding(f: Finding): Finding {
  const message = pageText(f.message);
  return message === f.message ? f : { ...f, message };
}

/** The report with every finding's message and every note in the page's words. */
export function pageReport(report: CheckReport): CheckReport {
  return {
    ...report,
    notes: report.notes.map(pageText),
    findings: report.findings.map(pageFinding),
    units: report.units.map((u) => ({ ...u, findings: u.findings.map(pageFinding) })),
  };
}

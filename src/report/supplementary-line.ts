/** The supplementary deck's size and makeup in words, for the stylish report. */
import type { SupplementarySummary } from '../model/supplementary.js';

function plural(n: number, word: string, pluralWord = `${word}s`): string {
  return `${n} ${n === 1 ? word : pluralWord}`;
}

/**
 * "scheme deck: 20 schemes, 15 different, 4 ongoing"; "planar deck (planes.txt): 10 cards, 10 different, 8 planes,
 * 2 phenomena"; "scheme deck: none (at least 20 needed)".
 */
export function supplementaryLine(s: SupplementarySummary, deckFile: string): string {
  const label = s.kind === 'schemes' ? 'scheme deck' : 'planar deck';
  const from = s.file !== null && s.file !== deckFile ? ` (${s.file})` : '';
  if (s.file === null) return `${label}: none (at least ${s.minimum} cards needed)`;
  const parts: string[] = [];
  if (s.kind === 'schemes') {
    parts.push(s.other === 0 ? plural(s.cards, 'scheme') : plural(s.cards, 'card'), `${s.distinct} different`);
    parts.push(`${s.ongoing ?? 0} ongoing`);
    if (s.other > 0) parts.push(`${s.other} not ${s.other === 1 ? 'a scheme' : 'schemes'}`);
  } else {
    parts.push(plural(s.cards, 'card'), `${s.distinct} different`);
    parts.push(plural(s.planes ?? 0, 'plane'), plural(s.phenomena ?? 0, 'phenomenon', 'phenomena'));
    if (s.other > 0) parts.push(`${s.other} neither plane nor phenomenon`);
  }
  return `${label}${from}: ${parts.join(', ')}`;
}

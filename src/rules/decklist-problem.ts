import type { Finding } from '../diagnostic.js';
import type { DiffRule } from './types.js';

export const DECKLIST_PROBLEM_REFERENCE = 'IPG 3.4 (Tournament Error — Decklist Problem)';

/** What the IPG's remedy usually is, in a sentence (the penalty is the head judge's to decide). */
export const DECKLIST_PROBLEM_REMEDY =
  'the decklist is corrected to what the player meant to play: illegal cards come out of the list and the deck, and ' +
  'a deck left short is filled up with basic lands';

export const decklistProblem: DiffRule = {
  meta: {
    id: 'decklist-problem',
    description:
      'deckcheck diff with --format: the registered decklist is itself legal for the format on the day (the check ' +
      'findings of the registered list are reported with it).',
    reference: DECKLIST_PROBLEM_REFERENCE,
    scope: 'diff',
  },
  remedy: DECKLIST_PROBLEM_REMEDY,
  check(diff, ctx) {
    const findings = ctx.registeredFindings;
    if (!findings || !ctx.format) return [];
    const errors = findings.filter((f) => f.severity === 'error');
    if (errors.length === 0) return [];
    const rules = new Map<string, number>();
    for (const f of errors) rules.set(f.rule, (rules.get(f.rule) ?? 0) + 1);
    const which = [...rules].map(([id, n]) => (n === 1 ? id : `${id} ×${n}`)).join(', ');
    const out: Finding = {
      rule: this.meta.id,
      severity: 'error',
      message:
        `The registered decklist is not legal for ${ctx.format.name}${ctx.date ? ` on ${ctx.date}` : ''}: ` +
        `${errors.length} error${errors.length === 1 ? '' : 's'} (${which}), listed with the registered list. The ` +
        `IPG calls an illegal decklist a Decklist Problem (IPG 3.4); usually ${DECKLIST_PROBLEM_REMEDY}.`,
      file: diff.registered.file,
      line: null,
      count: errors.length,
      reference: this.meta.reference,
      related: errors.flatMap((f) => (f.file !== null && f.line !== null ? [{ file: f.file, line: f.line }] : [])),
    };
    return [out];
  },
};

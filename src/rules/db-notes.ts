/** Wording shared by the rules that read the imported card database. */
import type { CardDatabaseInfo } from '../cards/facts.js';

/** "the card database (MTGJSON AllPrintings 5.2.0+20220425 of 2022-04-25)", "the built-in card data of 2026-08-22" */
export function databaseLabel(db: CardDatabaseInfo | null | undefined): string {
  if (!db) return 'the card database';
  if (db.builtIn === true) return `the built-in card data of ${db.date}`;
  const version = db.version ? ` ${db.version}` : '';
  return `the card database (${db.source}${version} of ${db.date})`;
}

export function quoteList(names: readonly string[]): string {
  const q = names.map((n) => `"${n}"`);
  if (q.length <= 1) return q.join('');
  return `${q.slice(0, -1).join(', ')} or ${q[q.length - 1] ?? ''}`;
}

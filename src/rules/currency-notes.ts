/**
 * Wording and facts shared by the rules that read card data beyond deckcheck's own lists (formats/knowledge):
 * what the card data says of a card in the checked format, on a day after deckcheck's knowledge date.
 */
import type { Legality } from '../cards/index.js';
import { RESTRICTED_MEANS_BANNED_AS_COMMANDER, RESTRICTED_READS_LEGAL, type DataExtension } from '../formats/knowledge.js';
import type { CardGroup } from '../model/model.js';
import type { CheckContext } from './types.js';

/** The card data's word on one card, when it extends deckcheck's lists on the day checked. */
export interface DataSays {
  readonly status: Legality;
  readonly ext: DataExtension;
  /** The day checked is on or after the data's date: what it says holds. Otherwise a difference is only a warning. */
  readonly certain: boolean;
  /** deckcheck's own knowledge date for the format. */
  readonly known: string;
}

/** What the card data says of `group` in the checked format, or undefined when it does not extend this check. */
export function dataSays(group: CardGroup, ctx: CheckContext): DataSays | undefined {
  const currency = ctx.currency;
  const ext = currency?.extension;
  if (!currency || !ext) return undefined;
  const given = group.info?.legalities?.[ext.key];
  if (given === undefined) return undefined;
  const status = given === 'restricted' && RESTRICTED_READS_LEGAL.has(ext.key) ? 'legal' : given;
  return { status, ext, certain: ext.mode === 'after', known: currency.knowledge.day };
}

/** The card data's word on a card as a commander: as `dataSays`, with a ban as commander where the key has one. */
export interface DataSaysAsCommander extends Omit<DataSays, 'status'> {
  readonly status: Legality | 'banned_as_commander';
}

/**
 * What the card data says of `group` in the command zone, or undefined when it does not extend this check. Under a key
 * whose Restricted means banned as commander (`duel`), that is its ban as commander; otherwise as `dataSays`.
 */
export function dataSaysAsCommander(group: CardGroup, ctx: CheckContext): DataSaysAsCommander | undefined {
  const says = dataSays(group, ctx);
  if (!says) return undefined;
  const given = group.info?.legalities?.[says.ext.key];
  return given === 'restricted' && RESTRICTED_MEANS_BANNED_AS_COMMANDER.has(says.ext.key)
    ? { ...says, status: 'banned_as_commander' }
    : says;
}

/** "on a day between 2026-09-22 and 2027-03-01 that deckcheck does not know" */
export function unknownDay(data: Pick<DataSays, 'known' | 'ext'>): string {
  return `on a day between ${data.known} and ${data.ext.date} that deckcheck does not know`;
}

/** The reference of a finding from card data: the format's list and the data itself. */
export function dataReference(base: string, data: Pick<DataSays, 'ext'>): string {
  return `${base}; ${data.ext.label}`;
}

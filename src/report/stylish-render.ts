/**
 * The stylish report whole, as the library gives it: `color: true` colours it with chalk (report/chalk-styles), else
 * with `styles` when given, else not at all. A module of its own: the CLI writes the report unit by unit
 * (createStylishReporter) with the styles it loads when colour is on, and never loads this one or chalk for a report
 * without colour.
 */
import type { CheckReport } from '../check/check.js';
import { chalkStyles } from './chalk-styles.js';
import { renderWhole } from './stream.js';
import { createStylishReporter, type StylishOptions } from './stylish.js';

export function renderStylish(report: CheckReport, options: StylishOptions = {}): string {
  const styles = options.color === true ? chalkStyles() : options.styles;
  return renderWhole(createStylishReporter(styles === undefined ? {} : { styles }), report);
}

/**
 * The reports' styles in colour, by chalk. Level 1 (the sixteen basic colours): bold, dim, underline, red, green and
 * yellow are the same SGR codes at every level, so FORCE_COLOR=2 or 3 writes the same bytes. The level is given, so
 * chalk's own guess (its supports-color, which asks Node's tty module) decides nothing here. A module of its own,
 * imported where colour is on (the CLI imports it dynamically): the reporters take the styles they are given.
 */
import { Chalk } from 'chalk';
import type { Styles } from './styles.js';

export function chalkStyles(): Styles {
  const c = new Chalk({ level: 1 });
  return { bold: c.bold, dim: c.dim, underline: c.underline, red: c.red, green: c.green, yellow: c.yellow };
}

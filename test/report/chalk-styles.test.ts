/**
 * The text reports' colours are chalk's (src/report/chalk-styles.ts) and write the bytes the reports have always
 * written (SGR codes of the basic colours, each style closed and re-opened around a line break and after a nested
 * close); without styles a report is plain text.
 */
import { describe, expect, it } from 'vitest';
import { chalkStyles } from '../../src/report/chalk-styles.js';
import { PLAIN_STYLES } from '../../src/report/styles.js';

const E = '\u001b';

describe("chalk's styles", () => {
  const c = chalkStyles();
  it.each([
    ['red', c.red('error  '), `${E}[31merror  ${E}[39m`],
    ['green', c.green('legal'), `${E}[32mlegal${E}[39m`],
    ['yellow', c.yellow('warning'), `${E}[33mwarning${E}[39m`],
    ['bold', c.bold('Team: A'), `${E}[1mTeam: A${E}[22m`],
    ['dim', c.dim('3'), `${E}[2m3${E}[22m`],
    ['underline', c.underline('deck.txt'), `${E}[4mdeck.txt${E}[24m`],
    ['nested: red around bold', c.red(c.bold('x')), `${E}[31m${E}[1mx${E}[22m${E}[39m`],
    // bold and dim share a close code: dim is opened again after the bold part.
    ['dim around bold', c.dim(`a${c.bold('b')}c`), `${E}[2ma${E}[1mb${E}[22m${E}[2mc${E}[22m`],
    ['a line break closes and re-opens', c.bold('two\nlines'), `${E}[1mtwo${E}[22m\n${E}[1mlines${E}[22m`],
    ['so does CR LF', c.yellow('crlf\r\nend'), `${E}[33mcrlf${E}[39m\r\n${E}[33mend${E}[39m`],
    ['empty text stays empty', c.green(''), ''],
  ])('%s', (_name, got, want) => {
    expect(got).toBe(want);
  });

  it.each(['bold', 'dim', 'underline', 'red', 'green', 'yellow'] as const)('without colour, %s returns the text as it is', (name) => {
    expect(PLAIN_STYLES[name]('a\nb · ✔')).toBe('a\nb · ✔');
  });
});

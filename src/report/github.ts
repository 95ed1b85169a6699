/**
 * GitHub Actions workflow commands: one `::error` / `::warning` annotation line per finding, so findings show on the
 * changed files of a pull request. Escaping follows the runner's rules for data and properties.
 *
 * `file=` is the path as shown: relative to the working directory, or the whole path for a file outside it. The runner
 * turns a whole path inside the repository into a repository path and drops one outside it (the annotation stays,
 * without a file), so for a whole path the message also starts with `path:line:` and the place is not lost.
 */
import type { CheckReport } from '../check/check.js';
import { FINDINGS_SLOT, renderWhole, type StreamReporter } from './stream.js';

function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** The GitHub reporter (see report/stream): a line per finding, nothing else. */
export function createGithubReporter(): StreamReporter {
  return {
    finding(f) {
      const props: string[] = [];
      if (f.file) props.push(`file=${escapeProperty(f.file)}`);
      if (f.file && f.line !== null) props.push(`line=${f.line}`);
      if (f.file && f.line !== null && f.column) props.push(`col=${f.column}`);
      props.push(`title=${escapeProperty(`deckcheck ${f.rule}`)}`);
      const whole = f.file !== null && (f.file.startsWith('/') || /^[A-Za-z]:\//.test(f.file));
      const where = whole ? `${f.file}${f.line !== null ? `:${f.line}` : ''}: ` : '';
      const msg = `${where}${f.message} (${f.reference})`;
      return `::${f.severity === 'error' ? 'error' : 'warning'} ${props.join(',')}::${escapeData(msg)}\n`;
    },
    document: () => [FINDINGS_SLOT],
  };
}

export function renderGithub(report: CheckReport): string {
  return renderWhole(createGithubReporter(), report);
}

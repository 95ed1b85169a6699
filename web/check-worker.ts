/**
 * The page's check worker: checks and deck-check comparisons run here, off the page's thread, so typing, scrolling
 * and buttons answer while a long list is checked. It holds its own card database (the page sends the cards.db's
 * bytes) and answers each job with the reports already rendered (web/protocol.ts).
 */
import {
  checkTexts,
  diffTexts,
  openCardDatabaseBytes,
  preparePool,
  renderDiffHtml,
  renderDiffJson,
  renderDiffMarkdown,
  renderHtml,
  renderJson,
  renderMarkdown,
  SettingsError,
  type CardDatabase,
  type CheckSettings,
  type PreparedCheck,
} from '../src/browser.js';
// The page builds the settings from its own form, and a format file is read and validated by the page
// (src/input/format-file-text.ts): as the CLI does, the engine's prepareCheck is called without the library's
// validation of a program's settings (which takes no format file). The door's calls below (checkTexts, diffTexts,
// preparePool) still validate what they are given: their schemas (zod) are a chunk loaded with the first check.
import { prepareCheck } from '../src/api/prepare.js';
import { loadDoorSchemas } from '../src/api/door-load.js';
import { pageReport } from './page-words.js';
import type { Job, JobSettings, Outcome, WorkerRequest } from './protocol.js';

interface WorkerScope {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: Outcome): void;
}
const scope = globalThis as unknown as WorkerScope;

/** The card database in use (a promise: opening a large one takes a moment, and jobs wait for it). */
let database: Promise<CardDatabase | undefined> = Promise.resolve(undefined);
/** The last prepared check and the settings it was made for: typing does not prepare again. */
let prepared: { key: string; db: CardDatabase | undefined; check: Promise<PreparedCheck> } | undefined;

function prepare(settings: JobSettings, db: CardDatabase | undefined): Promise<PreparedCheck> {
  const key = JSON.stringify(settings);
  if (prepared && prepared.key === key && prepared.db === db) return prepared.check;
  const full: CheckSettings = { ...settings, ...(db ? { cardDatabase: db } : {}) };
  const check = Promise.all([prepareCheck(full), loadDoorSchemas()]).then(([c]) => c);
  prepared = { key, db, check };
  check.catch(() => (prepared = undefined));
  return check;
}

async function run(job: Job): Promise<Outcome> {
  const db = await database;
  const ready = await prepare(job.settings, db);
  const started = performance.now();
  if (job.kind === 'diff') {
    const report = diffTexts(ready, job.registered, job.presented, job.checkRegistered);
    return {
      id: job.id,
      kind: 'diff',
      matches: report.matches,
      ms: Math.round(performance.now() - started),
      html: renderDiffHtml(report),
      json: renderDiffJson(report),
      markdown: renderDiffMarkdown(report),
    };
  }
  const pool = job.pool ? preparePool(ready, job.pool) : undefined;
  // In the page's words: the way to newer card data is the Card data tab, not a command.
  const report = pageReport(checkTexts(ready, job.decks, pool));
  const html = renderHtml(report);
  return {
    id: job.id,
    kind: 'check',
    legal: report.legal,
    decks: job.decks.length,
    errors: report.findings.filter((f) => f.severity === 'error').length,
    ms: Math.round(performance.now() - started),
    html,
    json: renderJson(report),
    markdown: renderMarkdown(report),
  };
}

scope.onmessage = (e) => {
  const msg = e.data;
  if (msg.kind === 'db') {
    const { bytes, name } = msg;
    const previous = database;
    database = bytes ? openCardDatabaseBytes(bytes, name) : Promise.resolve(undefined);
    void previous.then((db) => db?.close()).catch(() => undefined);
    return;
  }
  run(msg).then(
    (outcome) => scope.postMessage(outcome),
    (err: unknown) =>
      scope.postMessage({
        id: msg.id,
        kind: 'error',
        message: err instanceof SettingsError ? err.message : `deckcheck failed: ${err instanceof Error ? err.message : String(err)}`,
      }),
  );
};

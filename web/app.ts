/**
 * The deckcheck page: the library's browser entry (src/browser.ts) behind a form. Everything runs here; nothing is
 * sent anywhere. The report is the HTML reporter's, the exports the JSON and Markdown reporters' and `convert`'s.
 */
import {
  checkTexts,
  CONVERT_TARGETS,
  convertDeck,
  decodeText,
  diffTexts,
  DATA_FORMATS,
  FORMATS,
  MAX_INPUT_BYTES,
  openCardDatabaseBytes,
  prepareCheck,
  preparePool,
  readDeckOrReport,
  renderDiffJson,
  renderDiffMarkdown,
  renderDiffStylish,
  renderHtml,
  renderJson,
  renderMarkdown,
  SettingsError,
  todayIso,
  VARIANTS,
  VERSION,
  type CardDatabase,
  type CheckReport,
  type CheckSettings,
  type DeckText,
  type DiffReport,
  type PreparedCheck,
  type TargetId,
  type TeamRules,
} from '../src/browser.js';
import { importCardDataFile, isCardData } from './import-card-data.js';
import { forgetDatabase, loadDatabase, saveDatabase } from './store.js';

type Mode = 'check' | 'diff' | 'data';

const $ = <T extends HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el as T;
};

const format = $<HTMLSelectElement>('format');
const date = $<HTMLInputElement>('date');
const variant = $<HTMLSelectElement>('variant');
const team = $<HTMLInputElement>('team');
const teamRules = $<HTMLSelectElement>('team-rules');
const decksBox = $<HTMLDivElement>('decks');
const pool = $<HTMLTextAreaElement>('pool');
const registered = $<HTMLTextAreaElement>('registered');
const presented = $<HTMLTextAreaElement>('presented');
const checkRegistered = $<HTMLInputElement>('check-registered');
const message = $<HTMLParagraphElement>('message');
const reportBox = $<HTMLDivElement>('report');
const convertTo = $<HTMLSelectElement>('convert-to');
const dbStatus = $<HTMLPreElement>('db-status');

/**
 * The largest text the page checks as it is edited: a check runs on the page's own thread, and a list this long (some
 * 100,000 lines) already takes a second or more there. The CLI's bound (MAX_INPUT_BYTES) is larger.
 */
const PAGE_MAX_CHARS = 1024 * 1024;

let mode: Mode = 'check';
let cardDatabase: CardDatabase | undefined;
let lastCheck: CheckReport | undefined;
let lastDiff: DiffReport | undefined;
let poolName = 'pool.txt';
const names = { registered: 'registered.txt', presented: 'presented.txt' };

// ---- settings ----------------------------------------------------------------------------------------------------

$('version').textContent = VERSION;
// Formats defined in code and those written as data (loaded when chosen), in one list by name.
for (const f of [...FORMATS, ...DATA_FORMATS].sort((a, b) => a.name.localeCompare(b.name, 'en'))) {
  format.add(new Option(`${f.name} (${f.id})`, f.id, f.id === 'casual', f.id === 'casual'));
}
for (const v of VARIANTS) variant.add(new Option(v.name, v.id));
for (const t of CONVERT_TARGETS) convertTo.add(new Option(`${t.name} (${t.extension})`, t.id));
date.value = todayIso();

function settings(): CheckSettings {
  return {
    format: format.value,
    date: date.value,
    ...(team.checked ? { team: true, teamRules: teamRules.value as TeamRules } : {}),
    ...(variant.value !== '' ? { variant: variant.value } : {}),
    ...(cardDatabase ? { cardDatabase } : {}),
  };
}

// ---- decks ---------------------------------------------------------------------------------------------------------

let deckCount = 0;

/** A deck panel: its name (the report's file name), its text, a file to open, a way to remove it. */
function addDeck(name?: string, text = ''): HTMLTextAreaElement {
  deckCount++;
  const n = deckCount;
  const box = document.createElement('div');
  box.className = 'deck';
  box.innerHTML =
    `<div class="row"><label>Name <input type="text" class="deck-name" autocomplete="off"></label>` +
    `<label class="file">Open a file <input type="file" class="deck-file"></label>` +
    `<button type="button" class="deck-remove">Remove</button></div>` +
    `<label>Decklist <textarea class="deck-text" rows="12" spellcheck="false" autocomplete="off"></textarea></label>`;
  const nameInput = box.querySelector('.deck-name') as HTMLInputElement;
  const textArea = box.querySelector('.deck-text') as HTMLTextAreaElement;
  nameInput.value = name ?? `deck-${n}.txt`;
  nameInput.setAttribute('aria-label', `Name of deck ${n}`);
  textArea.setAttribute('aria-label', `Decklist ${n}`);
  textArea.value = text;
  (box.querySelector('.deck-file') as HTMLInputElement).addEventListener('change', (e) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file) void openInto(file, (t) => ((nameInput.value = file.name), (textArea.value = t)));
  });
  (box.querySelector('.deck-remove') as HTMLButtonElement).addEventListener('click', () => {
    box.remove();
    if (decksBox.children.length === 0) addDeck();
    schedule();
  });
  decksBox.append(box);
  return textArea;
}

function deckTexts(): DeckText[] {
  return [...decksBox.querySelectorAll('.deck')]
    .map((box) => ({
      file: (box.querySelector('.deck-name') as HTMLInputElement).value.trim() || 'deck.txt',
      text: (box.querySelector('.deck-text') as HTMLTextAreaElement).value,
    }))
    .filter((d) => d.text.trim() !== '');
}

/** A file's text as the CLI reads it (size bound, byte order marks, UTF-16, Windows-1252, not binary), or a message. */
async function readFileText(file: File): Promise<string> {
  if (file.size > MAX_INPUT_BYTES) {
    throw new Error(`${file.name}: is ${file.size} bytes; decklists larger than ${MAX_INPUT_BYTES} bytes are refused (is this the right file?)`);
  }
  try {
    return decodeText(new Uint8Array(await file.arrayBuffer())).text;
  } catch (e) {
    throw new Error(`${file.name}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
}

/**
 * Why a text of `length` characters is not put in the page (a text box of megabytes stalls the browser itself), or
 * undefined when it is small enough.
 */
function tooLarge(name: string, length: number): string | undefined {
  if (length <= PAGE_MAX_CHARS) return undefined;
  return (
    `${name} is ${(length / 1024 / 1024).toFixed(1)} MB of text, larger than any decklist (a 75-card list is about 2 KB). ` +
    `The page checks lists up to ${PAGE_MAX_CHARS / 1024 / 1024} MB; check this one with the command line (deckcheck check), ` +
    `which reads files up to ${MAX_INPUT_BYTES / 1024 / 1024} MB.`
  );
}

async function openInto(file: File, put: (text: string) => void): Promise<void> {
  try {
    const text = await readFileText(file);
    const large = tooLarge(file.name, text.length);
    if (large !== undefined) return say(large, true);
    put(text);
    schedule();
  } catch (e) {
    say(e instanceof Error ? e.message : String(e), true);
  }
}

// ---- checking ------------------------------------------------------------------------------------------------------

function say(text: string, error = false): void {
  message.textContent = text;
  message.classList.toggle('error', error);
}

let timer: ReturnType<typeof setTimeout> | undefined;
let run = 0;

/** Check again shortly after the last edit (typing does not check every key). */
function schedule(delay = 250): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(() => void update(), delay);
}

async function update(): Promise<void> {
  const mine = ++run;
  let prepared: PreparedCheck;
  try {
    prepared = await prepareCheck(settings());
  } catch (e) {
    if (mine === run) showError(e);
    return;
  }
  if (mine !== run) return;
  try {
    if (mode === 'diff') showDiff(prepared);
    else showCheck(prepared);
  } catch (e) {
    showError(e);
  }
}

function showError(e: unknown): void {
  lastCheck = undefined;
  lastDiff = undefined;
  say(e instanceof SettingsError ? e.message : `deckcheck failed: ${e instanceof Error ? e.message : String(e)}`, true);
}

function showCheck(prepared: PreparedCheck): void {
  const decks = deckTexts();
  if (decks.length === 0) {
    lastCheck = undefined;
    reportBox.replaceChildren();
    say('Paste a decklist or open a file to check it.');
    return;
  }
  const huge = [...decks, { file: poolName, text: pool.value }].find((d) => tooLarge(d.file, d.text.length) !== undefined);
  if (huge) {
    lastCheck = undefined;
    reportBox.replaceChildren();
    say(tooLarge(huge.file, huge.text.length) as string, true);
    document.body.dataset.checked = String(run);
    return;
  }
  const started = performance.now();
  const poolText = pool.value.trim() !== '' ? preparePool(prepared, { file: poolName, text: pool.value }) : undefined;
  const report = checkTexts(prepared, decks, poolText);
  lastCheck = report;
  lastDiff = undefined;
  showHtml(renderHtml(report));
  const ms = Math.round(performance.now() - started);
  const problems = report.findings.filter((f) => f.severity === 'error').length;
  say(`${report.legal ? 'Legal' : 'Not legal'}: ${decks.length} ${decks.length === 1 ? 'deck' : 'decks'}, ${problems} ${problems === 1 ? 'error' : 'errors'} (checked in ${ms} ms).`);
  document.body.dataset.checked = String(run);
}

function showDiff(prepared: PreparedCheck): void {
  if (registered.value.trim() === '' || presented.value.trim() === '') {
    lastDiff = undefined;
    reportBox.replaceChildren();
    say('Give the registered list and the deck as presented to compare them.');
    return;
  }
  const report = diffTexts(prepared, { file: names.registered, text: registered.value }, { file: names.presented, text: presented.value }, checkRegistered.checked);
  lastDiff = report;
  lastCheck = undefined;
  const pre = document.createElement('pre');
  pre.textContent = renderDiffStylish(report, { color: false });
  reportBox.replaceChildren(pre);
  say(report.matches ? 'The deck presented matches the registered list.' : 'The deck presented differs from the registered list.');
  document.body.dataset.checked = String(run);
}

/** The HTML reporter's page, its styles kept to itself (a shadow root); its filter script is not run here. */
function showHtml(html: string): void {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const root = reportBox.shadowRoot ?? reportBox.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = [...doc.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n').replace(/\bbody\b/g, ':host');
  doc.querySelectorAll('script').forEach((s) => s.remove());
  root.replaceChildren(style, ...[...doc.body.childNodes].map((n) => document.importNode(n, true)));
}

// ---- exports -------------------------------------------------------------------------------------------------------

function save(name: string, type: string, text: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}

function needReport(): boolean {
  if (lastCheck || lastDiff) return true;
  say('There is no report to save yet.', true);
  return false;
}

$('save-json').addEventListener('click', () => {
  if (!needReport()) return;
  save('deckcheck.json', 'application/json', lastDiff ? renderDiffJson(lastDiff) : renderJson(lastCheck as CheckReport));
});
$('save-md').addEventListener('click', () => {
  if (!needReport()) return;
  save('deckcheck.md', 'text/markdown', lastDiff ? renderDiffMarkdown(lastDiff) : renderMarkdown(lastCheck as CheckReport));
});
$('save-html').addEventListener('click', () => {
  if (!lastCheck) return void say('The HTML report is made for a check (not a comparison); check a deck first.', true);
  save('deckcheck.html', 'text/html', renderHtml(lastCheck));
});
$('save-convert').addEventListener('click', () => {
  const deck = deckTexts()[0];
  if (!deck) return void say('Paste a decklist or open a file to convert it.', true);
  const parsed = readDeckOrReport(deck.text, deck.file);
  const out = convertDeck(parsed, convertTo.value as TargetId);
  const target = CONVERT_TARGETS.find((t) => t.id === convertTo.value);
  save(`${deck.file.replace(/\.[^.]*$/, '')}${target?.extension ?? '.txt'}`, 'text/plain', out.text);
  say(out.notes.length > 0 ? out.notes.map((n) => n.message).join(' ') : `Saved ${deck.file} as ${target?.name ?? convertTo.value}.`);
});

// ---- card data -----------------------------------------------------------------------------------------------------

function showDatabase(): void {
  if (!cardDatabase) {
    dbStatus.textContent = 'No card data: checks use what deckcheck knows itself, and the report says what was not checked.';
    return;
  }
  const i = cardDatabase.info;
  dbStatus.textContent = [
    `card database: ${cardDatabase.dir}`,
    `source:        ${i.source}${i.version ? ` ${i.version}` : ''}`,
    `data date:     ${i.date}`,
    `cards:         ${i.cards}`,
    `names:         ${i.names} English, ${i.foreignNames} foreign`,
    `languages:     ${(i.languages ?? []).join(', ') || 'none'}`,
    `formats:       ${(i.formats ?? []).join(', ') || 'none'}`,
    `printings:     ${i.holds?.printings === true ? `yes (${i.sets ?? 0} sets)` : 'no'}`,
  ].join('\n');
}

async function useDatabase(bytes: Uint8Array, name: string, keep: boolean): Promise<void> {
  const db = await openCardDatabaseBytes(bytes, name);
  cardDatabase?.close();
  cardDatabase = db;
  if (keep) await saveDatabase(name, bytes);
  showDatabase();
  schedule(0);
}

$<HTMLInputElement>('db-file').addEventListener('change', (e) => {
  const file = (e.target as HTMLInputElement).files?.[0];
  if (file) void openCardData(file);
});

/** A cards.db's first bytes (DB_MAGIC). */
async function isCardDatabase(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 23).arrayBuffer());
  return new TextDecoder().decode(head) === 'deckcheck-card-database';
}

/** A cards.db is opened; MTGJSON or Scryfall data (JSON or gzip) is imported first, in a worker. */
async function openCardData(file: File): Promise<void> {
  if (await isCardDatabase(file)) return openDatabaseFile(file);
  setMode('data');
  say(`Importing ${file.name}…`);
  try {
    const r = await importCardDataFile(file);
    if (!r) return say(`The import of ${file.name} was cancelled; the card data is as it was.`);
    await useDatabase(r.bytes, `${file.name} (imported in this browser)`, true);
    document.body.dataset.importMs = String(r.ms);
    say(`Card data from ${file.name} is in use and kept in this browser.`);
  } catch (e) {
    say(e instanceof Error ? e.message : String(e), true);
  }
}

async function openDatabaseFile(file: File): Promise<void> {
  say(`Opening ${file.name}…`);
  try {
    await useDatabase(new Uint8Array(await file.arrayBuffer()), file.name, true);
    say(`Card data from ${file.name} is in use and kept in this browser.`);
  } catch (e) {
    say(e instanceof Error ? e.message : String(e), true);
  }
}

$('db-forget').addEventListener('click', () => {
  cardDatabase?.close();
  cardDatabase = undefined;
  void forgetDatabase();
  showDatabase();
  say('The card data is forgotten.');
  schedule(0);
});

// ---- modes, drop, start --------------------------------------------------------------------------------------------

function setMode(next: Mode): void {
  mode = next;
  for (const m of ['check', 'diff', 'data'] as const) {
    $(`tab-${m}`).setAttribute('aria-pressed', String(m === next));
    $(`view-${m}`).hidden = m !== next;
  }
  if (next !== 'data') schedule(0);
}
$('tab-check').addEventListener('click', () => setMode('check'));
$('tab-diff').addEventListener('click', () => setMode('diff'));
$('tab-data').addEventListener('click', () => setMode('data'));
$('add-deck').addEventListener('click', () => addDeck().focus());

for (const el of [format, date, variant, team, teamRules, checkRegistered]) el.addEventListener('change', () => schedule(0));
for (const el of [pool, registered, presented]) el.addEventListener('input', () => schedule());
decksBox.addEventListener('input', () => schedule());
$<HTMLInputElement>('pool-file').addEventListener('change', (e) => {
  const file = (e.target as HTMLInputElement).files?.[0];
  if (file) void openInto(file, (t) => ((poolName = file.name), (pool.value = t)));
});
for (const side of ['registered', 'presented'] as const) {
  $<HTMLInputElement>(`${side}-file`).addEventListener('change', (e) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    const area = side === 'registered' ? registered : presented;
    if (file) void openInto(file, (t) => ((names[side] = file.name), (area.value = t)));
  });
}

/** A paste too large for the page is refused before the browser lays it out in the text box. */
document.addEventListener(
  'paste',
  (e) => {
    const text = e.clipboardData?.getData('text/plain') ?? '';
    const large = tooLarge('The pasted text', text.length);
    if (large === undefined) return;
    e.preventDefault();
    say(large, true);
  },
  true,
);

/** A dropped cards.db or MTGJSON / Scryfall file becomes the card data; any other file a deck (into an empty panel, else a new one). */
document.addEventListener('dragover', (e) => {
  e.preventDefault();
  document.body.classList.add('dragging');
});
document.addEventListener('dragleave', () => document.body.classList.remove('dragging'));
document.addEventListener('drop', (e) => {
  e.preventDefault();
  document.body.classList.remove('dragging');
  for (const file of e.dataTransfer?.files ?? []) void dropped(file);
});

async function dropped(file: File): Promise<void> {
  if ((await isCardDatabase(file)) || (await isCardData(file))) return openCardData(file);
  if (/\.(bz2|xz|zip)$/i.test(file.name)) {
    return say(`${file.name}: deckcheck reads card data as JSON or gzip (.json, .json.gz) and decklists as text; unpack this file first.`, true);
  }
  if (mode === 'diff') {
    const side = registered.value.trim() === '' ? 'registered' : 'presented';
    return openInto(file, (t) => ((names[side] = file.name), ((side === 'registered' ? registered : presented).value = t)));
  }
  const empty = [...decksBox.querySelectorAll('.deck')].find((b) => (b.querySelector('.deck-text') as HTMLTextAreaElement).value.trim() === '');
  const box = empty ?? addDeck().closest('.deck');
  if (!box) return;
  return openInto(file, (t) => {
    (box.querySelector('.deck-name') as HTMLInputElement).value = file.name;
    (box.querySelector('.deck-text') as HTMLTextAreaElement).value = t;
  });
}

addDeck();
showDatabase();
void loadDatabase()
  .then(async (kept) => {
    if (kept) await useDatabase(kept.bytes, kept.name, false);
  })
  .catch((e: unknown) => say(`The card data kept in this browser could not be opened: ${e instanceof Error ? e.message : String(e)}`, true))
  .finally(() => {
    document.body.dataset.ready = 'true';
    schedule(0);
  });

if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  void navigator.serviceWorker.register('sw.js').catch(() => undefined);
}

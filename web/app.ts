/**
 * The deckcheck page: the library's browser entry (src/browser.ts) behind a form. Everything runs here; nothing is
 * sent anywhere. Checks run in a worker (web/check-worker.ts, through web/checker.ts), so the page answers while a
 * long list is checked. The report is the HTML reporter's, the exports the JSON and Markdown reporters' and `convert`'s.
 */
import {
  CONVERT_TARGETS,
  convertDeck,
  decodeText,
  DATA_FORMATS,
  FORMATS,
  MAX_INPUT_BYTES,
  openCardDatabaseBytes,
  readDeckOrReport,
  SNAPSHOT_NAME,
  todayIso,
  VARIANTS,
  VERSION,
  type CardDatabase,
  type DeckText,
  type TargetId,
  type TeamRules,
} from '../src/browser.js';
import { importCardDataFile, isCardData } from './import-card-data.js';
import { loadBuiltInCardData } from './card-data.js';
import { Checker } from './checker.js';
import { formatFileControl, isFormatFile } from './format-file.js';
import { put, textOf } from './held.js';
import { supplementaryBox } from './supplementary.js';
import type { JobSettings, Outcome } from './protocol.js';
import { forgetDatabase, loadDatabase, saveDatabase } from './store.js';
import { DB_MAGIC } from '../src/db/file-name.js';
import { preloadCsvParse } from '../src/parse/csv-load.js';
import { $ } from './dom.js';

type Mode = 'check' | 'diff' | 'data';

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
/** The Save buttons: shown once there is a report to save. */
const saveActions = $<HTMLDivElement>('save-actions');
/** Team rules matter only for a team: shown when "The decks are one team" is ticked. */
const teamRulesBox = $<HTMLLabelElement>('team-rules-box');
const reportBox = $<HTMLDivElement>('report');
const convertTo = $<HTMLSelectElement>('convert-to');
const dbStatus = $<HTMLPreElement>('db-status');
const supplementaryArea = $<HTMLTextAreaElement>('supplementary');
const supplementary = supplementaryBox($('supp-box'), $('supp-h'), $('supp-hint'), supplementaryArea, variant, textOf);

/**
 * The longest text a text box takes: a box of megabytes stalls the browser itself while it lays the text out. A
 * longer paste is refused; a longer file (up to the CLI's bound, MAX_INPUT_BYTES) is checked from the file, not shown.
 */
const PAGE_MAX_CHARS = 1024 * 1024;

let mode: Mode = 'check';
/** The card data in use: imported (or a cards.db opened) by the user, else the built-in card data, else none. */
let cardDatabase: CardDatabase | undefined;
let imported = false;
/** The built-in card data once loaded (while it is in use). */
let builtIn: { bytes: Uint8Array; db: CardDatabase; downloaded: number } | undefined;
/** Why the built-in card data could not be loaded, when it could not. */
let builtInFailed: string | undefined;
/** The reports of the last result shown, rendered by the worker: a check's or a comparison's. */
let last: Extract<Outcome, { kind: 'check' | 'diff' }> | undefined;
let poolName = 'pool.txt';
const names = { registered: 'registered.txt', presented: 'presented.txt' };

/** Open the file chosen in `input` with `open`; the input is emptied, so the same file can be opened again. */
function onFile(input: HTMLInputElement, open: (file: File) => Promise<void>): void {
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    input.value = '';
    if (file) void open(file);
  });
}

// ---- settings ----------------------------------------------------------------------------------------------------

$('version').textContent = VERSION;
// Formats defined in code and those written as data (loaded when chosen), in one list by name.
for (const f of [...FORMATS, ...DATA_FORMATS].sort((a, b) => a.name.localeCompare(b.name, 'en'))) {
  format.add(new Option(`${f.name} (${f.id})`, f.id, f.id === 'casual', f.id === 'casual'));
}
for (const v of VARIANTS) variant.add(new Option(v.name, v.id));
for (const t of CONVERT_TARGETS) convertTo.add(new Option(`${t.name} (${t.extension})`, t.id));
date.value = todayIso();

const formatFile = formatFileControl(
  $<HTMLInputElement>('format-file'),
  $('format-file-status'),
  $<HTMLButtonElement>('format-file-forget'),
  format,
  readFileText,
  (text, error) => say(text, error),
  () => schedule(0),
);

function settings(): JobSettings {
  const file = formatFile.current();
  return {
    ...(file ? { formatFile: file } : {}),
    format: format.value,
    date: date.value,
    ...(team.checked ? { team: true, teamRules: teamRules.value as TeamRules } : {}),
    ...(variant.value !== '' ? { variant: variant.value } : {}),
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
  onFile(box.querySelector('.deck-file') as HTMLInputElement, (file) => openInto(file, textArea, () => (nameInput.value = file.name)));
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
      text: textOf(box.querySelector('.deck-text') as HTMLTextAreaElement),
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

/** Why a paste of `length` characters is not put in a text box, or undefined when it is short enough. */
function tooLarge(name: string, length: number): string | undefined {
  if (length <= PAGE_MAX_CHARS) return undefined;
  return (
    `${name} is ${(length / 1024 / 1024).toFixed(1)} MB of text, larger than any decklist (a 75-card list is about 2 KB). ` +
    `A text box takes up to ${PAGE_MAX_CHARS / 1024 / 1024} MB: open the file instead (files up to ` +
    `${MAX_INPUT_BYTES / 1024 / 1024} MB are checked from the file), or check it with the command line (deckcheck check).`
  );
}

/** Read `file` into `area` (shown, or held when it is too long to show); `named` records its name. */
async function openInto(file: File, area: HTMLTextAreaElement, named: () => void): Promise<void> {
  pending(true);
  try {
    const text = await readFileText(file);
    named();
    put(area, file.name, text, PAGE_MAX_CHARS, () => schedule(0));
    schedule(0);
  } catch (e) {
    pending(false);
    say(e instanceof Error ? e.message : String(e), true);
  }
}

// ---- checking ------------------------------------------------------------------------------------------------------

function say(text: string, error = false): void {
  message.textContent = text;
  message.classList.toggle('error', error);
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** The result of the newest job: shown, and marked on the page (data-checked counts results, for tests and tools). */
function show(outcome: Outcome): void {
  document.body.dataset.checked = String(Number(document.body.dataset.checked ?? '0') + 1);
  if (outcome.kind === 'error') {
    last = undefined;
    saveActions.hidden = true;
    return say(outcome.message, true);
  }
  last = outcome;
  saveActions.hidden = false;
  showHtml(outcome.html);
  if (outcome.kind === 'diff') {
    return say(outcome.matches ? 'The deck presented matches the registered list.' : 'The deck presented differs from the registered list.');
  }
  const { decks, errors } = outcome;
  say(
    `${outcome.legal ? 'Legal' : 'Not legal'}: ${decks} ${decks === 1 ? 'deck' : 'decks'}, ${errors} ${errors === 1 ? 'error' : 'errors'} ` +
      `(checked in ${outcome.ms} ms ${cardDataUsed()}).`,
  );
}

const checker = new Checker(new URL('check-worker.js', import.meta.url), show, (busy) => {
  document.body.toggleAttribute('data-busy', busy);
  reportBox.setAttribute('aria-busy', String(busy));
});

/**
 * An edit is waiting to be checked (a file being read, a check about to start): marked on the page as data-pending,
 * as a running check is marked data-busy, so that tests and tools know when the report shown is the last one.
 */
function pending(on: boolean): void {
  document.body.toggleAttribute('data-pending', on);
}

/** Check again shortly after the last edit (typing does not check every key). */
function schedule(delay = 250): void {
  if (timer !== undefined) clearTimeout(timer);
  pending(true);
  timer = setTimeout(() => {
    timer = undefined;
    pending(false);
    update();
  }, delay);
}

/** Nothing to check: no result is shown, and any still coming is dropped. */
function nothing(text: string): void {
  checker.forget();
  last = undefined;
  saveActions.hidden = true;
  showHtml('');
  say(text);
}

function update(): void {
  if (mode === 'diff') {
    const [reg, pres] = [textOf(registered), textOf(presented)];
    if (reg.trim() === '' || pres.trim() === '') return nothing('Give the registered list and the deck as presented to compare them.');
    checker.submit({
      kind: 'diff',
      settings: settings(),
      registered: { file: names.registered, text: reg },
      presented: { file: names.presented, text: pres },
      checkRegistered: checkRegistered.checked,
    });
    return;
  }
  const decks = deckTexts();
  if (decks.length === 0) return nothing('Paste a decklist or open a file to check it.');
  const withSupplementary = supplementary.attach(decks);
  if (typeof withSupplementary === 'string') {
    nothing(withSupplementary);
    return say(withSupplementary, true);
  }
  const poolText = textOf(pool);
  checker.submit({ kind: 'check', settings: settings(), decks: withSupplementary, ...(poolText.trim() !== '' ? { pool: { file: poolName, text: poolText } } : {}) });
}

/** The HTML reporter's page, its styles kept to itself (a shadow root); its filter script is not run here. */
function showHtml(html: string): void {
  const root = reportBox.shadowRoot ?? reportBox.attachShadow({ mode: 'open' });
  if (html === '') return root.replaceChildren();
  const doc = new DOMParser().parseFromString(html, 'text/html');
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

$('save-json').addEventListener('click', () => {
  if (!last) return say('There is no report to save yet.', true);
  save('deckcheck.json', 'application/json', last.json);
});
$('save-md').addEventListener('click', () => {
  if (!last) return say('There is no report to save yet.', true);
  save('deckcheck.md', 'text/markdown', last.markdown);
});
$('save-html').addEventListener('click', () => {
  if (!last) return say('There is no report to save yet.', true);
  save('deckcheck.html', 'text/html', last.html);
});
$('save-convert').addEventListener('click', async () => {
  const deck = deckTexts()[0];
  if (!deck) return void say('Paste a decklist or open a file to convert it.', true);
  // csv-parse is a chunk of its own (the check worker loads it with prepareCheck; the page, here, for a CSV deck).
  await preloadCsvParse();
  const parsed = readDeckOrReport(deck.text, deck.file);
  const out = convertDeck(parsed, convertTo.value as TargetId);
  const target = CONVERT_TARGETS.find((t) => t.id === convertTo.value);
  save(`${deck.file.replace(/\.[^.]*$/, '')}${target?.extension ?? '.txt'}`, 'text/plain', out.text);
  say(out.notes.length > 0 ? out.notes.map((n) => n.message).join(' ') : `Saved ${deck.file} as ${target?.name ?? convertTo.value}.`);
});

// ---- card data -----------------------------------------------------------------------------------------------------

/** The card data a check used, as the message after it says it. */
function cardDataUsed(): string {
  if (!cardDatabase) return builtInFailed === undefined ? 'without card data' : 'without card data: the built-in card data could not be loaded';
  if (!imported) return `with the built-in card data of ${cardDatabase.info.date}`;
  return `with the card data of ${cardDatabase.info.date} from ${cardDatabase.dir}`;
}

function showDatabase(): void {
  if (!cardDatabase) {
    dbStatus.textContent =
      builtIn === undefined && builtInFailed === undefined
        ? 'Loading the built-in card data…'
        : `No card data${builtInFailed === undefined ? '' : ` (${builtInFailed})`}: checks use what deckcheck knows itself, and the report says what was not checked.`;
    return;
  }
  const i = cardDatabase.info;
  dbStatus.textContent = [
    imported
      ? `card database: ${cardDatabase.dir}`
      : `card database: ${SNAPSHOT_NAME} of ${i.date} (${((builtIn?.downloaded ?? 0) / 1e6).toFixed(1)} MB downloaded once, kept in this browser)`,
    `source:        ${i.source}${i.version ? ` ${i.version}` : ''}`,
    `data date:     ${i.date}`,
    `cards:         ${i.cards}`,
    `names:         ${i.names} English, ${i.foreignNames} foreign`,
    `languages:     ${(i.languages ?? []).join(', ') || 'none'}`,
    `formats:       ${(i.formats ?? []).join(', ') || 'none'}`,
    `printings:     ${i.holds?.printings === true ? `yes (${i.sets ?? 0} sets)` : 'no'}`,
  ].join('\n');
}

/** Use card data the user gave (imported or a cards.db opened): it wins over the built-in card data. */
async function useDatabase(bytes: Uint8Array, name: string, keep: boolean): Promise<void> {
  const db = await openCardDatabaseBytes(bytes, name);
  // The card data in use before is let go, the built-in card data too: forgotten, it is read again from the cache.
  cardDatabase?.close();
  builtIn = undefined;
  cardDatabase = db;
  imported = true;
  checker.useDatabase(bytes, name);
  if (keep) await saveDatabase(name, bytes);
  showDatabase();
  schedule(0);
}

/**
 * Use the built-in card data (fetched on the first visit, then read from the browser's cache), unless card data the
 * user gave is in use. When it cannot be loaded the page checks without card data and says why.
 */
async function useBuiltIn(): Promise<void> {
  if (!builtIn) {
    showDatabase();
    try {
      const loaded = await loadBuiltInCardData();
      builtIn = { bytes: loaded.bytes, downloaded: loaded.downloaded, db: await openCardDatabaseBytes(loaded.bytes, SNAPSHOT_NAME) };
      builtInFailed = undefined;
    } catch (e) {
      builtInFailed = e instanceof Error ? e.message : String(e);
      say(`The built-in card data could not be loaded (${builtInFailed}): checks go on without card data. Reload the page to try again, or open card data under Card data.`, true);
    }
  }
  if (imported) {
    // Card data the user gave came meanwhile: it wins.
    builtIn?.db.close();
    builtIn = undefined;
    return;
  }
  cardDatabase = builtIn?.db;
  checker.useDatabase(builtIn?.bytes, builtIn ? SNAPSHOT_NAME : undefined);
  showDatabase();
}

onFile($<HTMLInputElement>('db-file'), openCardData);

/** A cards.db opens with DB_MAGIC. */
async function isCardDatabase(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, DB_MAGIC.length).arrayBuffer());
  return new TextDecoder().decode(head) === DB_MAGIC;
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
  if (imported) cardDatabase?.close();
  cardDatabase = undefined;
  imported = false;
  checker.useDatabase(undefined);
  void forgetDatabase();
  say('The card data is forgotten: checks use the built-in card data.');
  void useBuiltIn().finally(() => schedule(0));
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
const showTeamRules = (): void => void (teamRulesBox.hidden = !team.checked);
team.addEventListener('change', showTeamRules);
showTeamRules();
for (const el of [pool, registered, presented, supplementaryArea]) el.addEventListener('input', () => schedule());
variant.addEventListener('change', () => supplementary.update());
onFile($<HTMLInputElement>('supplementary-file'), (file) => openInto(file, supplementaryArea, () => supplementary.name(file.name)));
decksBox.addEventListener('input', () => schedule());
onFile($<HTMLInputElement>('pool-file'), (file) => openInto(file, pool, () => (poolName = file.name)));
for (const side of ['registered', 'presented'] as const) {
  const area = side === 'registered' ? registered : presented;
  onFile($<HTMLInputElement>(`${side}-file`), (file) => openInto(file, area, () => (names[side] = file.name)));
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
  void droppedFiles([...(e.dataTransfer?.files ?? [])]);
});

/** A format file dropped is opened with the other files dropped beside it (its card list); other files one by one. */
async function droppedFiles(files: readonly File[]): Promise<void> {
  for (const file of files) if (await isFormatFile(file)) return formatFile.open(files);
  for (const file of files) await dropped(file);
}

async function dropped(file: File): Promise<void> {
  if ((await isCardDatabase(file)) || (await isCardData(file))) return openCardData(file);
  if (await isFormatFile(file)) return formatFile.open([file]);
  if (/\.(bz2|xz|zip)$/i.test(file.name)) {
    return say(`${file.name}: deckcheck reads card data as JSON or gzip (.json, .json.gz) and decklists as text; unpack this file first.`, true);
  }
  if (mode === 'diff') {
    const side = textOf(registered).trim() === '' ? 'registered' : 'presented';
    return openInto(file, side === 'registered' ? registered : presented, () => (names[side] = file.name));
  }
  const empty = [...decksBox.querySelectorAll('.deck')].find((b) => textOf(b.querySelector('.deck-text') as HTMLTextAreaElement).trim() === '');
  const box = empty ?? addDeck().closest('.deck');
  if (!box) return;
  return openInto(file, box.querySelector('.deck-text') as HTMLTextAreaElement, () => {
    (box.querySelector('.deck-name') as HTMLInputElement).value = file.name;
  });
}

addDeck();
showDatabase();
void loadDatabase()
  .then(async (kept) => {
    if (kept) await useDatabase(kept.bytes, kept.name, false);
  })
  .catch((e: unknown) => say(`The card data kept in this browser could not be opened: ${e instanceof Error ? e.message : String(e)}`, true))
  // Card data kept from an import wins; the built-in card data is loaded only without it.
  .then(() => (imported ? undefined : useBuiltIn()))
  .finally(() => {
    document.body.dataset.ready = 'true';
    schedule(0);
  });

if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  void navigator.serviceWorker.register('sw.js').catch(() => undefined);
}

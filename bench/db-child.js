// One measurement in a fresh process, for bench/db.js. Prints one JSON line: { ms, maxRssMb, ... }.
//   node bench/db-child.js naive <AllPrintings.json.gz>          JSON.parse of the whole file (the baseline)
//   node bench/db-child.js import <file> <dataDir>               deckcheck db import, through the CLI code
//   node bench/db-child.js decks <corpus.json> <dataDir|->       check every deck of the corpus, one at a time
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';

const [mode, file, dataDir] = process.argv.slice(2);

function report(extra) {
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ ...extra, maxRssMb }));
}

if (mode === 'naive') {
  const t0 = performance.now();
  const doc = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8'));
  const ms = performance.now() - t0;
  report({ ms, sets: Object.keys(doc.data).length });
} else if (mode === 'import') {
  const { run } = await import('../dist/src/cli/run.js');
  let out = '';
  const t0 = performance.now();
  const code = await run(['db', 'import', '--data-dir', dataDir, file], {
    stdout: (t) => (out += t),
    stderr: (t) => process.stderr.write(t),
    cwd: process.cwd(),
    env: {},
    stdoutIsTTY: false,
  });
  const ms = performance.now() - t0;
  if (code !== 0) throw new Error(`import failed (${code})`);
  report({ ms, output: out.split('\n')[1]?.trim() });
} else if (mode === 'decks') {
  // ms: opening (prepareCheck) and checking every deck once, as a run of `deckcheck check` does; openMs: the opening
  // alone; againMs: the same decks checked a second time in the same process, when every name and card has been read
  // once (the per-deck cost without the first reading of each name), not part of ms.
  const { checkTexts } = await import('../dist/src/api/engine.js');
  const { prepareNodeCheck: prepareCheck } = await import('../dist/src/api/node.js');
  const decks = JSON.parse(readFileSync(file, 'utf8'));
  const names = new Set();
  for (const d of decks) for (const line of d.text.split('\n')) if (/^\d+ /.test(line)) names.add(line.replace(/^\d+ /, ''));
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const prepared = await prepareCheck({
    format: 'legacy',
    date: '2022-04-25',
    ...(dataDir && dataDir !== '-' ? { dataDir } : {}),
  });
  const openMs = performance.now() - t0;
  const findings = {};
  for (const d of decks) {
    const r = checkTexts(prepared, [d]);
    for (const f of r.findings) findings[f.rule] = (findings[f.rule] ?? 0) + 1;
  }
  const ms = performance.now() - t0;
  // CPU time (user + system) of the same span: on a shared machine it moves less than the wall clock.
  const used = process.cpuUsage(c0);
  const cpuMs = (used.user + used.system) / 1000;
  const t1 = performance.now();
  for (const d of decks) checkTexts(prepared, [d]);
  const againMs = performance.now() - t1;
  report({ ms, cpuMs, openMs, againMs, decks: decks.length, names: names.size, findings });
} else {
  throw new Error(`unknown mode ${mode}`);
}

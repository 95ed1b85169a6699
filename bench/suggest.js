// Suggestion benchmark (node bench/suggest.js <data-dir> [<repo root to compare>]): resolving misspelled names with a
// card database, each through a fresh index (nothing remembered between rounds), median of 7 rounds. The names: every
// 97th card name of the database with two letters in its middle swapped (300 of them), plus the three of issue 41
// ("Wrenn & Six", "Brainstorm - M11", "Uro, Titan of Critical Mass"). With a second root (another checkout's built
// dist/), both builds are timed in the same run, alternated, so their medians can be compared.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const [dataDir, other] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: node bench/suggest.js <data-dir with cards.db> [<repo root to compare>]');
  process.exit(2);
}

async function load(root) {
  const { readDatabaseFile } = await import(path.join(root, 'dist/src/db/load.js'));
  const { DatabaseIndex } = await import(path.join(root, 'dist/src/db/database-index.js'));
  const db = await readDatabaseFile(dataDir);
  if (!db) throw new Error(`no card database in ${dataDir}`);
  for (const name of Object.keys(db.range)) db.need(name);
  return { root, db, DatabaseIndex, times: [] };
}

const builds = [await load(REPO), ...(other ? [await load(path.resolve(other))] : [])];
const probe = new builds[0].DatabaseIndex(builds[0].db);
const names = [];
for (let i = 0; i < builds[0].db.header.cards && names.length < 300; i += 97) {
  const n = probe.card(i).name;
  if (n.length < 6) continue;
  const k = Math.floor(n.length / 2);
  names.push(n.slice(0, k) + n[k + 1] + n[k] + n.slice(k + 2));
}
names.push('Wrenn & Six', 'Brainstorm - M11', 'Uro, Titan of Critical Mass');
for (let r = 0; r < 7; r++) {
  for (const b of builds) {
    const index = new b.DatabaseIndex(b.db);
    const t = process.hrtime.bigint();
    b.out = names.map((n) => index.resolve(n));
    b.times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
}
for (const b of builds) {
  const sorted = [...b.times].sort((x, y) => x - y);
  const issue = b.out.slice(-3).map((r) => JSON.stringify(r.kind === 'unknown' ? r.suggestions : r.kind));
  console.log(`${b.root}: median ${sorted[3].toFixed(1)} ms for ${names.length} names; the issue's names: ${issue.join(' | ')}`);
}

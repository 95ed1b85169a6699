// The built-in card data (issue 40): its size (the file, gzip, the npm tarball) and one small check with it beside the
// same check with --no-db (medians of alternating runs, wall time and peak memory from /usr/bin/time when present).
//
//   npm run build && node bench/snapshot.js [runs]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] ?? 11);
const db = readFileSync(path.join(ROOT, 'data/card-snapshot/cards.db'));
const home = mkdtempSync(path.join(tmpdir(), 'deckcheck-bench-home-'));
const pack = JSON.parse(spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8' }).stdout)[0];

const deck = 'fixtures/real/modern-2025-01-breach-looting.txt';
const argv = [path.join(ROOT, 'bin/deckcheck.js'), 'check', '--format', 'modern', '--date', '2025-01-20', deck];
const env = { PATH: process.env.PATH ?? '', HOME: home };
const timeBin = existsSync('/usr/bin/time');
const samples = { builtIn: { ms: [], kb: [] }, noDb: { ms: [], kb: [] } };
function run(kind, args) {
  const start = process.hrtime.bigint();
  const r = timeBin
    ? spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, ...args], { cwd: ROOT, env, encoding: 'utf8' })
    : spawnSync(process.execPath, args, { cwd: ROOT, env, encoding: 'utf8' });
  samples[kind].ms.push(Number(process.hrtime.bigint() - start) / 1e6);
  if (timeBin) samples[kind].kb.push(Number(r.stderr.trim().split('\n').pop()));
}
for (let i = 0; i < runs + 2; i++) {
  if (i === 2) for (const s of Object.values(samples)) s.ms.length = s.kb.length = 0; // two warm-up rounds
  run('builtIn', argv);
  run('noDb', [...argv, '--no-db']);
}
rmSync(home, { recursive: true, force: true });
const median = (a) => (a.length ? [...a].sort((x, y) => x - y)[a.length >> 1] : NaN);
const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;
console.log(`snapshot ${mb(db.length)}, ${mb(gzipSync(db, { level: 9 }).length)} gzip; npm tarball ${mb(pack.size)} (targets: 3 MB, 4 MB)`);
const [b, n] = [median(samples.builtIn.ms), median(samples.noDb.ms)];
console.log(`one small check: built-in ${b.toFixed(0)} ms, --no-db ${n.toFixed(0)} ms, ${(b / n).toFixed(2)}x (target 1.25x; medians of ${runs} alternating runs)`);
if (timeBin) {
  const [bk, nk] = [median(samples.builtIn.kb), median(samples.noDb.kb)];
  console.log(`peak memory: built-in ${(bk / 1024).toFixed(1)} MB, --no-db ${(nk / 1024).toFixed(1)} MB, +${((bk - nk) / 1024).toFixed(1)} MB (target +40 MB)`);
}

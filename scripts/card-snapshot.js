// Makes deckcheck's built-in card snapshot from an MTGJSON AllPrintings file (plain or gzip):
//
//   npm run data:cards -- <AllPrintings.json.gz> [--out <dir>]
//
// writes <dir>/cards.db (the card database format in its compact profile, src/db/profile.ts) and <dir>/provenance.json
// (the source file's name, size and SHA-256, MTGJSON's meta date and version, the snapshot's own SHA-256, and how it
// was made). <dir> is data/card-snapshot by default. The same source always makes the same bytes
// (test/package/snapshot.test.ts rebuilds it and compares). Uses the built library (npm run build first; the npm
// script does).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileCardFile, ImportError } from '../dist/src/db/import.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function usage(message) {
  process.stderr.write(`card-snapshot: ${message}\nusage: npm run data:cards -- <MTGJSON AllPrintings file> [--out <dir>]\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
let out = path.join(ROOT, 'data', 'card-snapshot');
const files = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--out') {
    const dir = args[++i];
    if (dir === undefined) usage('--out needs a directory');
    out = path.resolve(dir);
  } else files.push(args[i]);
}
if (files.length !== 1) usage('name one MTGJSON AllPrintings file');
const source = files[0];

async function sha256(file) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

let result;
try {
  result = await compileCardFile(source, { profile: 'compact' });
} catch (e) {
  if (e instanceof ImportError) usage(e.message);
  throw e;
}
const { info, bytes } = result;
if (info.source !== 'MTGJSON AllPrintings') {
  usage(`${source} is ${info.source}; the snapshot is made from MTGJSON AllPrintings (it needs every printing for card pools by date)`);
}

const provenance = {
  description:
    "deckcheck's built-in card data: cards.db in the compact profile (src/db/profile.ts) of the card database format, made by scripts/card-snapshot.js.",
  source: {
    file: path.basename(source),
    bytes: (await stat(source)).size,
    sha256: await sha256(source),
    publisher: 'MTGJSON (https://mtgjson.com), AllPrintings',
    metaDate: info.date,
    metaVersion: info.version,
  },
  snapshot: {
    file: 'cards.db',
    bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    profile: 'compact',
    date: info.date,
    cards: info.cards,
    names: info.names,
    aliases: info.aliases,
    sets: info.sets,
    foreignNames: info.foreignNames,
  },
  made: {
    script: 'scripts/card-snapshot.js',
    command: `npm run data:cards -- ${path.basename(source)}`,
  },
};

await mkdir(out, { recursive: true });
// Written beside and renamed over: an interrupted run leaves the previous snapshot whole.
const tmp = path.join(out, `.cards.db.${process.pid}.tmp`);
await writeFile(tmp, bytes);
await rename(tmp, path.join(out, 'cards.db'));
await writeFile(path.join(out, 'provenance.json'), `${JSON.stringify(provenance, null, 2)}\n`);
process.stdout.write(
  `wrote ${path.relative(process.cwd(), path.join(out, 'cards.db')) || 'cards.db'} (${(bytes.length / 1e6).toFixed(1)} MB): ` +
    `${info.cards} cards, ${info.names} English names, ${info.sets} sets, card data of ${info.date}\n`,
);

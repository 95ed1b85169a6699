// The bare floor: read every file under a directory, split lines, count "N Name" lines. Nothing else.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function walk(dir, out) {
  for (const name of readdirSync(dir).sort()) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

let decks = 0;
let cards = 0;
for (const file of walk(process.argv[2], [])) {
  const text = readFileSync(file, 'utf8');
  for (const line of text.split(/\r\n|\r|\n/)) {
    const m = /^(?:SB:\s*)?(\d+)x?\s+(.+)$/.exec(line.trim());
    if (m) cards += Number(m[1]);
  }
  decks++;
}
console.log(JSON.stringify({ decks, cards }));

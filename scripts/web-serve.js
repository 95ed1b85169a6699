// Serves the built web app (dist/web, `npm run build:web`) on http://localhost:8080 (PORT to change it): a static
// file server for trying the page locally; any static host serves the same folder.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

/** A static file server of `root` on 127.0.0.1:`port` (0: any free port); resolves to the server once it listens. */
export function serveWeb(root, port) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    let target = file;
    try {
      if (statSync(target).isDirectory()) target = path.join(target, 'index.html');
    } catch {
      // not found below
    }
    if (!target.startsWith(root) || req.method !== 'GET') {
      res.writeHead(404).end('not found');
      return;
    }
    const stream = createReadStream(target);
    stream.on('open', () => res.writeHead(200, { 'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream', 'cache-control': 'no-cache' }));
    stream.on('error', () => res.writeHead(404).end('not found'));
    stream.pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist/web'));
  const port = Number(process.env.PORT ?? 8080);
  await serveWeb(root, port);
  console.log(`deckcheck web app: http://localhost:${port}/ (from ${root}); Ctrl-C stops it`);
}

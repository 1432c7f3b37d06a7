// Writes NAME.gz beside every compressible file of the built client (dist/), at the highest gzip
// level, so that `dune serve --static dist` sends the compressed copy to clients that accept
// gzip (server/api.cpp, static_file). A copy that would not be smaller is not written.
import { readdirSync, readFileSync, statSync, writeFileSync, unlinkSync, existsSync } from 'node:fs';
import { join, extname } from 'node:path';
import { gzipSync, constants } from 'node:zlib';

const root = process.argv[2] ?? 'dist';
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.wasm', '.ico']);

let files = 0;
let before = 0;
let after = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      walk(path);
      continue;
    }
    if (name.endsWith('.gz') || !compressible.has(extname(name))) continue;
    const data = readFileSync(path);
    const gz = gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
    if (gz.length >= data.length) {
      if (existsSync(path + '.gz')) unlinkSync(path + '.gz');
      continue;
    }
    writeFileSync(path + '.gz', gz);
    files += 1;
    before += data.length;
    after += gz.length;
  }
}

walk(root);
console.log(`precompress: ${files} file(s), ${before} bytes -> ${after} bytes gzip`);

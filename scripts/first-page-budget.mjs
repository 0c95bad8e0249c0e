// The last step of `npm run build` (issue 13, ARCHITECTURE §7): the JavaScript every first page
// loads before it renders — the scripts and module preloads dist/web/index.html names — gzipped,
// printed, and the build fails above the budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const WEB = 'dist/web';

const html = readFileSync(path.join(WEB, 'index.html'), 'utf8');
const files = [...new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
if (files.length === 0) {
  console.error('first-page budget: dist/web/index.html names no script; is the build complete?');
  process.exit(1);
}
const sizes = files.map((file) => ({
  file,
  kb: gzipSync(readFileSync(path.join(WEB, file)), { level: 9 }).length / 1024,
}));
const totalKb = sizes.reduce((sum, s) => sum + s.kb, 0);
const detail = sizes.map((s) => `${s.file} ${s.kb.toFixed(1)} KB`).join(', ');
const line = `first page JS: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB) — ${detail}`;
if (totalKb > BUDGET_KB) {
  console.error(`${line}\nOVER BUDGET: split the code the first page does not need into lazy chunks.`);
  process.exit(1);
}
console.log(line);

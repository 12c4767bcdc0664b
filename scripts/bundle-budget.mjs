#!/usr/bin/env node
// `make check`: the size budget of the built web app (scripts/bundle-budget.json, rules in bundleBudget.mjs). Reads
// web/dist (build it first), prints each figure against its budget and exits 1 with the reasons when one is passed.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBudget } from './bundleBudget.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'web', 'dist');
const budget = JSON.parse(readFileSync(join(root, 'scripts', 'bundle-budget.json'), 'utf8'));
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error(
    'bundle budget: web/dist/.vite/manifest.json is missing; build the web first (make build-web).',
  );
  process.exit(1);
}
const { failures, figures } = checkBudget(budget, {
  manifest,
  assets: readdirSync(join(dist, 'assets')),
  sizeOf: (file) => statSync(join(dist, file)).size,
  textOf: (file) => readFileSync(join(dist, file), 'latin1'),
});
for (const [name, bytes] of Object.entries(figures)) console.log(`bundle budget: ${name} ${bytes} bytes`);
if (failures.length > 0) {
  for (const failure of failures) console.error(`bundle budget: ${failure}`);
  process.exit(1);
}
console.log('bundle budget: within budget');

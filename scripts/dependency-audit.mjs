#!/usr/bin/env node
// `make check`'s dependency audit: fails on high and critical advisories for production dependencies; when the
// registry's audit endpoint cannot be reached (it answers 405 through some mirrors), says so and passes.
import { spawnSync } from 'node:child_process';
import { readAudit } from './dependencyAudit.mjs';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
const result = readAudit(run.stdout ?? '');
if (result.kind === 'unreachable') {
  console.log(
    `dependency audit: not checked — the registry's audit endpoint could not be reached (${result.reason})`,
  );
  process.exit(0);
}
const { counts, failing } = result;
console.log(
  `dependency audit (production): ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
for (const entry of failing) console.log(`  ${entry.severity}: ${entry.name} — ${entry.title}`);
process.exit(failing.length > 0 ? 1 : 0);

// `make check`'s static checks: each workspace's type check, ESLint and Prettier, side by side on the machine's
// cores (one after the other they took about four minutes of a fresh clone's `make test` on two cores). Exits 1
// when any fails, naming it last.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { runJobs } from './checkJobs.mjs';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;

// The largest first, so the small ones fill in beside them.
const typeChecks = ['web', 'api', ...workspaces.filter((name) => name !== 'web' && name !== 'api')].map(
  (name) => ({
    name: `typecheck ${name}`,
    command: bin('tsc'),
    args: ['--noEmit', '-p', join(root, name, 'tsconfig.json')],
    cwd: join(root, name),
  }),
);
const jobs = [
  typeChecks[0],
  { name: 'eslint', command: bin('eslint'), args: ['--max-warnings', '0', '.'], cwd: root },
  ...typeChecks.slice(1),
  { name: 'prettier', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'], cwd: root },
];

const failed = await runJobs(jobs, availableParallelism());
if (failed.length > 0) {
  console.error(`check failed: ${failed.join(', ')}`);
  process.exit(1);
}

// Runs a list of commands with at most `concurrency` at a time, each one's output kept together and printed when it
// ends (so two compilers' messages never interleave); resolves to the names of the jobs that failed.
import { spawn } from 'node:child_process';

/**
 * @param {{ name: string, command: string, args: string[], cwd: string }[]} jobs
 * @param {number} concurrency
 * @param {(text: string) => void} print
 * @returns {Promise<string[]>} the names of the failed jobs, in the order of `jobs`
 */
export async function runJobs(jobs, concurrency, print = (text) => process.stdout.write(text)) {
  const failed = new Set();
  let next = 0;
  async function worker() {
    while (next < jobs.length) {
      const job = jobs[next++];
      const { status, output } = await runOne(job);
      if (status !== 0) failed.add(job.name);
      if (output || status !== 0) print(`${status === 0 ? '' : `✗ ${job.name} (exit ${status})\n`}${output}`);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker));
  return jobs.filter((job) => failed.has(job.name)).map((job) => job.name);
}

function runOne({ command, args, cwd }) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
}

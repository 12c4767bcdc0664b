import { describe, expect, it } from 'vitest';
import { runJobs } from './checkJobs.mjs';

const node = process.execPath;
const job = (name, code) => ({ name, command: node, args: ['-e', code], cwd: process.cwd() });

describe('runJobs', () => {
  it('runs every job and names the failed ones in the order given', async () => {
    const printed = [];
    const failed = await runJobs(
      [
        job('a', 'process.exit(0)'),
        job('b', 'console.error("kapot"); process.exit(2)'),
        job('c', 'process.exit(3)'),
      ],
      2,
      (text) => printed.push(text),
    );
    expect(failed).toEqual(['b', 'c']);
    expect(printed.join('')).toContain('✗ b (exit 2)\nkapot\n');
    expect(printed.join('')).toContain('✗ c (exit 3)');
  });

  it("keeps each job's output together although jobs run side by side", async () => {
    const printed = [];
    const writer = (label) => `for (let i = 0; i < 5; i++) console.log("${label}" + i);`;
    await runJobs([job('x', writer('x')), job('y', writer('y'))], 2, (text) => printed.push(text));
    expect(printed.sort()).toEqual(['x0\nx1\nx2\nx3\nx4\n', 'y0\ny1\ny2\ny3\ny4\n']);
  });

  it('says so when a command cannot be started', async () => {
    const printed = [];
    const failed = await runJobs(
      [{ name: 'missing', command: '/nonexistent/tool', args: [], cwd: process.cwd() }],
      4,
      (text) => printed.push(text),
    );
    expect(failed).toEqual(['missing']);
    expect(printed.join('')).toMatch(/ENOENT/);
  });
});

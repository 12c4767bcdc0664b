import { describe, expect, it } from 'vitest';
import { readAudit } from './dependencyAudit.mjs';

const report = (vulnerabilities, counts) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts },
    },
  });

describe('reading npm audit', () => {
  it('passes a clean report', () => {
    expect(readAudit(report({}, {}))).toEqual({
      kind: 'checked',
      failing: [],
      counts: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 },
    });
  });

  it('names the high and critical advisories and leaves the moderate ones out', () => {
    const text = report(
      {
        'lib-a': { severity: 'critical', via: [{ title: 'Prototype pollution' }] },
        'lib-b': { severity: 'high', via: ['lib-a'] },
        'lib-c': { severity: 'moderate', via: [{ title: 'ReDoS' }] },
      },
      { critical: 1, high: 1, moderate: 1 },
    );
    expect(readAudit(text).failing).toEqual([
      { name: 'lib-a', severity: 'critical', title: 'Prototype pollution' },
      { name: 'lib-b', severity: 'high', title: 'through lib-a' },
    ]);
  });

  it('says the endpoint could not be reached when npm printed its error instead', () => {
    const text = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(readAudit(text)).toEqual({
      kind: 'unreachable',
      reason: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(readAudit('').kind).toBe('unreachable');
    expect(readAudit('null').kind).toBe('unreachable');
  });
});

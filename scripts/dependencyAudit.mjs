/**
 * Reads `npm audit --json` for the production dependencies (issue 26): which advisories are high or critical, or
 * that the registry's audit endpoint could not be reached (then nothing was checked, which is said, not failed).
 */

/** The severities that fail the check. */
export const failingSeverities = ['high', 'critical'];

/**
 * What an `npm audit --json` output says.
 *
 * @param {string} text npm's standard output
 * @returns {{ kind: 'unreachable', reason: string } | { kind: 'checked', failing: { name: string, severity: string, title: string }[], counts: Record<string, number> }}
 */
export function readAudit(text) {
  let report;
  try {
    report = JSON.parse(text);
  } catch {
    return { kind: 'unreachable', reason: 'npm audit printed no JSON' };
  }
  if (!report || typeof report !== 'object' || !report.metadata?.vulnerabilities) {
    const reason =
      report?.message ?? report?.error?.summary ?? (report?.statusCode ? `HTTP ${report.statusCode}` : '');
    return { kind: 'unreachable', reason: reason || 'no report' };
  }
  const failing = [];
  for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
    if (!failingSeverities.includes(entry?.severity)) continue;
    const titles = (entry.via ?? []).filter((via) => typeof via === 'object').map((via) => via.title);
    failing.push({ name, severity: entry.severity, title: titles[0] ?? `through ${entry.via?.join(', ')}` });
  }
  return { kind: 'checked', failing, counts: report.metadata.vulnerabilities };
}

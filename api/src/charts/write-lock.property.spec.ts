/**
 * Model-based property test of the write lock and saves (docs/architecture.md, "The save protocol"): random
 * sequences of acquire / renew / save / retry / expire / release from several tabs of the owner, run against the
 * real service and PostgreSQL and compared step by step with a small model. Invariants: no acknowledged save is
 * lost, revisions go up by one with no gaps, no tab without the lock ever writes, a retried save id never adds a
 * revision.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chartState, createAuthor, createChart, newSaveId, type Author } from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CLOCK, type Clock, writeLockLeaseMs } from './chart-clock';
import { ChartsService } from './charts.service';
import { viewerOf } from './viewer';

type Command =
  | { kind: 'acquire'; tab: number }
  | { kind: 'save'; tab: number; stale: boolean }
  | { kind: 'retry'; tab: number }
  | { kind: 'wait'; ms: number }
  | { kind: 'release'; tab: number };

const tabCount = 3;
const tab = fc.integer({ min: 0, max: tabCount - 1 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('acquire' as const), tab }),
  fc.record({ kind: fc.constant('save' as const), tab, stale: fc.boolean() }),
  fc.record({ kind: fc.constant('retry' as const), tab }),
  fc.record({
    kind: fc.constant('wait' as const),
    ms: fc.constantFrom(1_000, writeLockLeaseMs / 2, writeLockLeaseMs + 1),
  }),
  fc.record({ kind: fc.constant('release' as const), tab }),
);

/** What the model knows of one tab: the revision its document is based on and its last save. */
interface TabModel {
  base: number;
  lastSave?: { saveId: string; base: number; title: string; revision?: number };
}

interface Model {
  now: number;
  holder: number | null;
  expiresAt: number;
  revision: number;
  /** Per revision: the tab that saved it and the title it saved. */
  history: Array<{ tab: number; title: string }>;
  tabs: TabModel[];
}

describe('write lock and saves (model-based)', () => {
  let server: TestApp;
  let owner: Author;
  let service: ChartsService;
  let clock: Clock;

  beforeAll(async () => {
    server = await createTestApp();
    owner = await createAuthor(server);
    service = server.app.get(ChartsService);
    clock = server.app.get<Clock>(CLOCK);
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await server.close();
  });

  it('never loses an acknowledged save and never lets a tab without the lock write', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        runs += 1;
        const start = Date.now() + runs * 10 * writeLockLeaseMs;
        const nowSpy = vi.spyOn(clock, 'now').mockReturnValue(new Date(start));
        // Tab 0 creates the chart and holds the lock; the chart starts at revision 1.
        const created = await createChart(server, owner, chartState({ title: 'r1' }));
        const sessions = [created.s, `tab-b-${runs}xxxxxx`, `tab-c-${runs}xxxxxx`];
        const model: Model = {
          now: start,
          holder: 0,
          expiresAt: start + writeLockLeaseMs,
          revision: 1,
          history: [{ tab: 0, title: 'r1' }],
          tabs: Array.from({ length: tabCount }, () => ({ base: 1 })),
        };
        const viewer = viewerOf(owner.user);
        const freeFor = (index: number) =>
          model.holder === null || model.holder === index || model.expiresAt <= model.now;
        const onlyTabSince = (index: number, base: number) =>
          model.history.slice(base).every((entry) => entry.tab === index);

        for (const step of commands) {
          nowSpy.mockReturnValue(new Date(model.now));
          if (step.kind === 'wait') {
            model.now += step.ms;
          } else if (step.kind === 'acquire') {
            const answer = await service.changes(created.chartId, viewer, {
              s: sessions[step.tab]!,
              r: model.tabs[step.tab]!.base,
              p: 0,
              actions: [],
            });
            const expected = freeFor(step.tab);
            // The holder's lease is renewed only once half of it is gone (charts.service: fewer writes).
            const holds = model.holder === step.tab && model.expiresAt > model.now;
            if (expected && (!holds || model.expiresAt - model.now < writeLockLeaseMs / 2)) {
              model.holder = step.tab;
              model.expiresAt = model.now + writeLockLeaseMs;
            }
            expect(answer).toMatchObject({
              status: 'ok',
              revision: model.revision,
              accessSession: { hasWriteLock: expected },
            });
          } else if (step.kind === 'release') {
            await service.releaseLock(created.chartId, viewer, sessions[step.tab]!);
            if (model.holder === step.tab) model.holder = null;
          } else {
            const tabModel = model.tabs[step.tab]!;
            const retry = step.kind === 'retry' && tabModel.lastSave !== undefined;
            const save =
              retry && tabModel.lastSave
                ? tabModel.lastSave
                : {
                    saveId: newSaveId(),
                    base: step.kind === 'save' && step.stale ? Math.max(1, tabModel.base - 1) : tabModel.base,
                    title: `t${step.tab}-${model.now}-${Math.random().toString(36).slice(2, 8)}`,
                  };
            const answer = await service.save(created.chartId, viewer, {
              state: chartState({ title: save.title, revision: save.base }),
              s: sessions[step.tab]!,
              v: 11,
              saveId: save.saveId,
            });
            if (save.revision !== undefined) {
              // The same save id again: the same answer, no new revision.
              expect(answer).toMatchObject({ status: 'ok', revision: save.revision });
              continue;
            }
            const lockOk = freeFor(step.tab);
            const baseOk =
              save.base === model.revision ||
              (save.base >= 1 && save.base < model.revision && onlyTabSince(step.tab, save.base));
            if (!lockOk) expect(answer).toMatchObject({ status: 'writeLockLost' });
            else if (!baseOk) expect(answer).toMatchObject({ status: 'staleRevision' });
            else {
              model.revision += 1;
              model.history.push({ tab: step.tab, title: save.title });
              model.holder = step.tab;
              model.expiresAt = model.now + writeLockLeaseMs;
              tabModel.base = model.revision;
              expect(answer).toMatchObject({ status: 'ok', revision: model.revision });
              save.revision = model.revision;
            }
            tabModel.lastSave = save;
          }
        }

        const stored: Array<{ revision: number; title: string; session_id: string }> =
          await server.dataSource.query(
            `SELECT revision, state->'settings'->>'title' AS title, session_id FROM chart_revisions
            WHERE chart_id = $1 ORDER BY revision`,
            [created.chartId],
          );
        expect(stored.map((row) => row.revision)).toEqual(model.history.map((_, index) => index + 1));
        expect(stored.map((row) => row.title)).toEqual(model.history.map((entry) => entry.title));
        expect(stored.map((row) => row.session_id)).toEqual(
          model.history.map((entry) => sessions[entry.tab]),
        );
      }),
      { numRuns: 40 },
    );
  });
});

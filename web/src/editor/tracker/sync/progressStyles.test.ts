import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../testing/TestEditor';
import { FakeProgressServer, networkFailure } from './fakeProgressServer';
import { ProgressSync } from './ProgressSync';
import { trackedStylesOf } from './progressStyles';

const items = {
  customLines: [
    { x1: 0, y1: 0, x2: 1, y2: 1, styleId: 4 },
    { x1: 1, y1: 1, x2: 2, y2: 1, styleId: 3 },
  ],
  halfStitches: [
    { x: 0, y: 0, left: true, top: true, styleId: 2 },
    { x: 1, y: 0, left: true, top: true, styleId: 2 },
  ],
  quarterStitches: [],
  ornaments: [{ x: 1, y: 1, kind: 'knot' as const, styleId: 9 }],
};

describe('the styles the tracker counts', () => {
  it('lists each kind’s styles once, ascending and comma-joined; knots and beads have no list', () => {
    expect(trackedStylesOf(Uint8Array.of(0, 3, 1, 3, 0, 1), items)).toEqual({
      styleIds: '1,3',
      customLineStyleIds: '3,4',
      halfStitchStyleIds: '2',
      quarterStitchStyleIds: '',
    });
    expect(trackedStylesOf(new Uint8Array(4), { ...items, customLines: [], halfStitches: [] })).toEqual({
      styleIds: '',
      customLineStyleIds: '',
      halfStitchStyleIds: '',
      quarterStitchStyleIds: '',
    });
  });

  it('are sent once the progress is loaded, again only when they changed, and after a failure', async () => {
    const test = TestEditor.create({ columns: 3, rows: 2, items });
    test.click(0, 0);
    test.setTool('progressTracker');
    const server = new FakeProgressServer({ columnCount: 3, rowCount: 2 });
    const reports: string[] = [];
    let styles = trackedStylesOf(test.document.cells, test.document.items);
    const sync = new ProgressSync({
      timers: test.clock,
      sessionId: 'tab-12345678',
      api: server,
      tool: test.editor.sessions.tracker,
      chartId: () => 'chart-1',
      account: () => 'active',
      queue: () => undefined,
      report: (message) => reports.push(message),
      trackedStyles: () => styles,
    });
    server.styleFailure = networkFailure;
    sync.enter();
    await test.clock.advance(0);
    expect(server.styleSaves).toEqual([]);
    expect(reports.some((report) => report.startsWith('Progress styles save failure'))).toBe(true);
    server.styleFailure = undefined;
    sync.refresh();
    await test.clock.advance(0);
    expect(server.styleSaves).toEqual([
      { styleIds: '1', customLineStyleIds: '3,4', halfStitchStyleIds: '2', quarterStitchStyleIds: '' },
    ]);
    sync.refresh();
    await test.clock.advance(0);
    expect(server.styleSaves).toHaveLength(1);
    styles = { ...styles, quarterStitchStyleIds: '5' };
    sync.refresh();
    await test.clock.advance(0);
    expect(server.styleSaves.at(-1)?.quarterStitchStyleIds).toBe('5');
    expect(server.revision).toBe(0);
    sync.dispose();
  });
});

import { describe, expect, it } from 'vitest';
import {
  chartChangesRequestSchema,
  chartGetResponseSchema,
  chartSaveRequestSchema,
  collapseChartActions,
  type ChartAction,
} from './chart';
import { createChartState } from '../chart/chartState';

describe('chart calls', () => {
  it('collapses duplicate action types to the last, in the order of their last occurrence', () => {
    const actions: ChartAction[] = [
      { type: 'zoom', zoomLevel: 30 },
      { type: 'scroll', x: 1, y: 2 },
      { type: 'zoom', zoomLevel: 40 },
    ];
    expect(collapseChartActions(actions)).toEqual([
      { type: 'scroll', x: 1, y: 2 },
      { type: 'zoom', zoomLevel: 40 },
    ]);
  });

  it('validates a save request: state, session id, protocol version 11 and save id', () => {
    const state = createChartState({
      craft: 'crossStitch',
      type: 'other',
      size: { columnCount: 1, rowCount: 1 },
      rows: '1:AA==',
    });
    const request = { state, s: 'tab-12345678', v: 11, saveId: 'save-0001' };
    expect(chartSaveRequestSchema.safeParse(request).success).toBe(true);
    expect(chartSaveRequestSchema.safeParse({ ...request, v: 10 }).success).toBe(false);
    expect(chartSaveRequestSchema.safeParse({ ...request, s: 'x' }).success).toBe(false);
    expect(chartSaveRequestSchema.safeParse({ ...request, saveId: undefined }).success).toBe(false);
  });

  it('carries the tracker extras as an action and refuses two parking markers of one style', () => {
    const request = (parking: unknown[]) => ({
      s: 'tab-12345678',
      r: 0,
      p: 0,
      actions: [{ type: 'progressTrackerExtras', extras: { parking, repeats: [], reminders: [] } }],
    });
    const marker = { styleId: 3, x: 1, y: 2, corner: 'topRight' };
    expect(chartChangesRequestSchema.safeParse(request([marker])).success).toBe(true);
    expect(chartChangesRequestSchema.safeParse(request([marker, { ...marker, x: 4 }])).success).toBe(false);
  });

  it('refuses unknown action types and tells failures from loaded charts', () => {
    expect(
      chartChangesRequestSchema.safeParse({ s: 'tab-12345678', r: 0, p: 0, actions: [{ type: 'explode' }] })
        .success,
    ).toBe(false);
    const failure = chartGetResponseSchema.parse({ sfRequest: 'ok', status: 'deleted', reason: 'deleted' });
    expect(failure.status).toBe('deleted');
  });
});

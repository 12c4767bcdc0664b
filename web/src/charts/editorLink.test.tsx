import { createChartState } from '@steekwerk/model';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useEditorStore } from '../editor/editorStore';
import { fakeChart } from './testing/fakeChartServer';
import { renderCharts } from './testing/renderCharts';

afterEach(() => {
  act(() => useEditorStore.getState().reset());
});

describe('ctrl/cmd+O from a chart', () => {
  it('opens the list in the folder of the chart the editor shows', async () => {
    const app = renderCharts('/nl/c/abc/share', { charts: [fakeChart({ chartId: 'abc', title: 'Muts' })] });
    await screen.findByRole('checkbox', { name: /Openbare link/ });
    const state = createChartState({
      craft: 'knitting',
      type: 'colors',
      size: { columnCount: 2, rowCount: 2 },
      rows: '1:AAAAAA==',
    });
    act(() => {
      useEditorStore.getState().startLoading('abc');
      useEditorStore.setState({ settings: { ...state.settings, chartId: 'abc', folderId: 'winter' } });
    });
    fireEvent.keyDown(window, { key: 'o', ctrlKey: true });
    expect(app.path()).toBe('/nl/browse/winter');
  });

  it('opens the whole list when the chart is in no folder', async () => {
    const app = renderCharts('/nl/c/abc/share', { charts: [fakeChart({ chartId: 'abc' })] });
    await screen.findByRole('checkbox', { name: /Openbare link/ });
    fireEvent.keyDown(window, { key: 'o', metaKey: true });
    expect(app.path()).toBe('/nl/browse');
  });
});

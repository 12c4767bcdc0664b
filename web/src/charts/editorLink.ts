/**
 * What the charts screens need from the editor without reaching into it: the open chart's folder (ctrl/cmd+O opens
 * the list there, spec §2) and clearing the editor when its chart is deleted (spec §4).
 */
import { useLocation } from 'react-router';
import { openChartId } from '../app/shell/navigation';
import { useEditorStore } from '../editor/editorStore';

/** The folder of the chart open in the editor at the current location, when the editor knows it (owner only). */
export function useOpenChartFolderId(): string | undefined {
  const { pathname } = useLocation();
  const chartId = openChartId(pathname);
  return useEditorStore((state) => {
    const folderId =
      chartId !== undefined && state.chartId === chartId ? state.settings?.folderId : undefined;
    return folderId === '' || folderId === 'deleted' ? undefined : folderId;
  });
}

/** Clears the editor when it shows one of these charts (they were moved to the bin). */
export function clearEditorOf(chartIds: readonly string[]): void {
  const editor = useEditorStore.getState();
  if (chartIds.includes(editor.chartId)) editor.reset();
}

/**
 * The offer of unsaved changes this device kept of the chart just opened (issue 26): "Niet-opgeslagen wijzigingen
 * herstellen" puts them on top of the server's revision (the page opens the chart again with them), or, when
 * someone saved in between, keeps them as a copy: a new chart through the draft path (`/nl/c/new?draft=1`),
 * saved as any new chart is. Dismissing throws them away. After the app reloaded itself for a newer version, the
 * changes are restored without asking.
 */
import { chartTextLimits, flattenLayers } from '@steekwerk/model';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getEngineClient } from '../../engine/engineClient';
import type { ChartSession } from '../../editor/sync/chartSession';
import { keepDraft } from '../../editor/sync/draftStore';
import { reloadedToRestore } from '../../editor/sync/unsaved/appReload';
import { copyStateOf, keptByLiveTab, restoreChoiceOf } from '../../editor/sync/unsaved/restoreChoice';
import { unsavedStore, type UnsavedEntry } from '../../editor/sync/unsaved/unsavedStore';
import { nl } from '../../i18n/nl';
import type { OpenedChart } from './useOpenChart';

export interface UnsavedOffer {
  readonly choice: 'restore' | 'copy';
  readonly entry: UnsavedEntry;
  /** Restores on top (`restore`) or keeps as a copy (`copy`). */
  accept(): void;
  dismiss(): void;
}

export interface UnsavedOfferHandlers {
  /** Opens the chart again with the kept changes on top. */
  reopenWith(entry: UnsavedEntry): void;
  navigate(path: string): void;
  flash(text: string): void;
}

/** The offer for the opened chart, once its session runs; undefined when there is nothing to offer. */
export function useUnsavedOffer(
  chart: OpenedChart | undefined,
  session: ChartSession | undefined,
  userId: string,
  handlers: UnsavedOfferHandlers,
): UnsavedOffer | undefined {
  const [found, setFound] = useState<{
    chart: OpenedChart;
    choice: 'restore' | 'copy';
    entry: UnsavedEntry;
  }>();
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  const restore = useCallback(
    (entry: UnsavedEntry) => {
      setFound(undefined);
      if (entry.chartUnsaved || entry.chartId === 'new') handlersRef.current.reopenWith(entry);
      else if (entry.done && session) {
        session.progress?.restoreDone(entry.done);
        session.keeper?.changed();
        if (entry.sessionId !== chart?.sessionId) void unsavedStore().remove(entry);
      }
    },
    [session, chart],
  );

  useEffect(() => {
    if (!chart || !session || chart.fromDraft) return;
    const access = chart.editor.access;
    if (access.revisionNumber > 0) return;
    const chartId = session.saves.chartId;
    let cancelled = false;
    const store = unsavedStore();
    void (async () => {
      const entry = await newestOfDeadTabs(await store.read(userId, chartId), chart.sessionId);
      if (!entry || cancelled) return;
      if (entry.chartUnsaved && chartId !== 'new' && !chart.editor.access.hasWriteLock) return;
      const choice = restoreChoiceOf(entry, {
        revision: chart.base.settings.revision,
        state: chart.base,
        cells: chart.editor.document.layerCells[0]!,
        furtherLayerCells: chart.editor.document.layerCells.slice(1),
      });
      if (choice === 'same') {
        await store.remove(entry);
        return;
      }
      if (choice === 'restore' && reloadedToRestore(sessionStorage, chartId, Date.now())) {
        restore(entry);
        return;
      }
      setFound({ chart, choice, entry });
    })();
    return () => {
      cancelled = true;
    };
  }, [chart, session, userId, restore]);

  if (!found || found.chart !== chart) return undefined;
  const { entry, choice } = found;
  return {
    choice,
    entry,
    accept: () => {
      if (choice === 'restore') {
        restore(entry);
        return;
      }
      setFound(undefined);
      void keepAsCopy(entry).then((ok) => {
        if (ok) handlersRef.current.navigate('/nl/c/new?draft=1');
        else handlersRef.current.flash(nl.editor.unsaved.copyFailed);
      });
    },
    dismiss: () => {
      setFound(undefined);
      void unsavedStore().remove(entry);
    },
  };
}

/** Hands the kept chart to the draft path as a new chart (its rows encoded, so a reload keeps it too). */
async function keepAsCopy(kept: UnsavedEntry): Promise<boolean> {
  const entry = flattenedForCopy(kept);
  const { columnCount, rowCount } = entry.state.grid.settings.size;
  const rows = await getEngineClient().encodeRows(entry.cells, columnCount, rowCount);
  if (!rows.ok) return false;
  const texts = nl.editor.unsaved;
  keepDraft(
    sessionStorage,
    copyStateOf(
      entry,
      rows.value,
      { suffix: texts.copySuffix, untitled: nl.editor.untitled },
      chartTextLimits.title,
    ),
    entry.cells.slice(),
  );
  await unsavedStore().remove(kept);
  return true;
}

/**
 * The copy of a kept chart of several layers is one layer of what showed (the draft path carries one layer's cells;
 * docs/decisions/layers.md).
 */
function flattenedForCopy(entry: UnsavedEntry): UnsavedEntry {
  const further = entry.furtherLayerCells;
  if (!further || further.length === 0) return entry;
  const items = entry.state.layers.items;
  const cells = flattenLayers(
    [entry.cells, ...further].map((layerCells, index) => ({
      cells: layerCells,
      visible: items[index]?.visible ?? true,
    })),
    new Uint8Array(entry.cells.length),
  );
  const first = { ...items[0]!, visible: true };
  const { furtherLayerCells: _further, ...rest } = entry;
  return {
    ...rest,
    cells,
    state: { ...entry.state, layers: { items: [first], selectedLayerId: first.layerId } },
  };
}

/** The newest of `entries` whose tab no longer lives (this page's own, after a reload, included). */
async function newestOfDeadTabs(
  entries: readonly UnsavedEntry[],
  ownSessionId: string,
): Promise<UnsavedEntry | undefined> {
  for (const entry of entries) if (!(await keptByLiveTab(entry, ownSessionId))) return entry;
  return undefined;
}

/**
 * Opens the chart of `/nl/c/{chartId}`: a new local chart (from the create screen's query), a draft kept while
 * its user logged in, or a saved chart through `chart/get` (a backup with `?revisionNumber=`). Gives back the
 * editor and the state it was opened from, or why it could not be opened.
 */
import type { AccessSession, ChartState } from '@steekwerk/model';
import { useEffect, useState } from 'react';
import type { ChartApi } from '../../api/chartApi';
import { loadDraftProgress } from '../../chartFiles/importedProgress';
import { recordEditorActions } from '../../app/errorReporting/editorActions';
import { getEngineClient } from '../../engine/engineClient';
import type { ChartDocument } from '../../editor/document/ChartDocument';
import { canEdit, mobileBreakpoint } from '../../editor/document/editability';
import { Editor, type EditorUserSettings } from '../../editor/Editor';
import { connectEditorToStore, useEditorStore } from '../../editor/editorStore';
import { readNewChartRequest } from '../../editor/newChartRequest';
import { openChartCells, openChartState, openNewChart } from '../../editor/openChart';
import { symbolCellsOf } from '../../editor/symbols/symbolStore';
import {
  keptDraftCells,
  readActivationDraft,
  readDraft,
  readDraftProgress,
  type DraftSource,
} from '../../editor/sync/draftStore';
import { loadChart, type LoadFailure } from '../../editor/sync/loadChart';
import { tabSessionId } from '../../editor/sync/tabSession';
import { browserStorage } from '../../lib/localStore';
import type { UnsavedEntry } from '../../editor/sync/unsaved/unsavedStore';
import { initialModeOf } from './initialMode';
import type { FreeformFeature } from '../../editor/freeformFeatureTypes';
import type { createFreeformHitIndex } from '../../engine/freeformHitIndex';

/**
 * What a freeform chart's editor needs beside the grid editor, in chunks of their own: the freeform feature
 * (`editor/freeform/freeformFeature.ts`) and the engine's spatial index (its wasm loads for freeform charts only;
 * docs/decisions/freeform.md). Null when they could not be loaded.
 */
async function loadFreeform(): Promise<{
  feature: FreeformFeature;
  hitIndex: ReturnType<typeof createFreeformHitIndex>;
} | null> {
  try {
    const [{ freeformFeature }, { createFreeformHitIndex }] = await Promise.all([
      import('../../editor/freeform/freeformFeature'),
      import('../../engine/freeformHitIndex'),
    ]);
    return { feature: freeformFeature, hitIndex: createFreeformHitIndex() };
  } catch {
    return null;
  }
}

export interface OpenedChart {
  readonly editor: Editor;
  readonly base: ChartState;
  /** A draft restored after logging in: its edits are not saved yet. */
  readonly fromDraft: boolean;
  /** Where that draft was kept (forgotten once it is saved). */
  readonly draftSource?: DraftSource;
  /** The tab's session id `s` the chart was opened with (see `tabSession.ts`). */
  readonly sessionId: string;
  /** The editor's change count as opened: edits made before saving starts (the account still loading) count. */
  readonly openedChangeCount: number;
  /** Stitches the draft came with as done (an imported file's marked ones), now in the tracker. */
  readonly draftDoneCount?: number;
  /** The saved rows could not be read: the chart opened with an empty grid (loadChart.ts). */
  readonly rowsUnreadable?: true;
  /** The tracker's done cells restored from the device, for the progress sync to take over (issue 26). */
  readonly restoredDone?: Uint8Array;
  /** The kept entry the chart was opened from (restored on top), removed once the new session keeps it. */
  readonly restoredFrom?: UnsavedEntry;
}

export type OpenChartResult =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly chart: OpenedChart }
  | { readonly status: 'failed'; readonly reason: LoadFailure };

export interface OpenChartRequest {
  readonly chartId: string;
  /** The query of the address (new-chart parameters, `draft`, `revisionNumber`, `refresh`). */
  readonly query: string;
  /** Opening again after a newer revision: changes with this counter. */
  readonly attempt: number;
  /** Unsaved changes kept on this device to open on top of the server's revision (issue 26). */
  readonly restore?: UnsavedEntry;
}

export interface OpenChartContext {
  readonly api: ChartApi;
  /** Read when opening; later changes go to the open editor. */
  readonly premium: () => boolean;
  readonly settings: () => EditorUserSettings;
  readonly navigate: (path: string) => void;
  /** The logged-in user's e-mail address (`''` when anonymous): a draft kept for an activation is theirs only. */
  readonly emailAddress: () => string;
}

/** A small mobile screen (spec §4: editing is refused there). */
function isSmallMobileScreen(): boolean {
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return coarse && window.innerWidth < mobileBreakpoint;
}

async function openDocument(
  request: OpenChartRequest,
  context: OpenChartContext,
  signal: AbortSignal,
  sessionId: string,
): Promise<
  | {
      ok: true;
      document: ChartDocument;
      state: ChartState;
      access: AccessSession;
      fromDraft: boolean;
      draftSource?: DraftSource;
      /** The done cells kept with the tab's draft. */
      draftProgress?: string;
      rowsUnreadable?: true;
    }
  | { ok: false; reason: LoadFailure }
> {
  const engine = getEngineClient();
  const search = new URLSearchParams(request.query);
  if (search.get('draft') === '1') {
    const fromTab = readDraft(sessionStorage, request.chartId);
    const draft =
      fromTab ?? readActivationDraft(browserStorage(), request.chartId, context.emailAddress(), Date.now());
    if (draft) {
      // A picture import hands its cells over as they are; other drafts have their rows decoded.
      const cells = fromTab && keptDraftCells(fromTab);
      let document = cells ? openChartCells(draft, cells) : undefined;
      if (!document) {
        const opened = await openChartState(engine, draft);
        if (!opened.ok) return { ok: false, reason: 'engineUnavailable' };
        document = opened.value;
      }
      const access = { hasWriteAccess: true, hasWriteLock: request.chartId === 'new' };
      const draftSource: DraftSource = fromTab ? 'tab' : 'activation';
      const draftProgress = fromTab && readDraftProgress(sessionStorage, fromTab);
      return {
        ok: true,
        document,
        state: draft,
        access,
        fromDraft: true,
        draftSource,
        ...(draftProgress ? { draftProgress } : {}),
      };
    }
  }
  const restore = request.restore;
  if (request.chartId === 'new' && restore?.chartId === 'new') {
    const document = openChartCells(restore.state, restore.cells, restore.furtherLayerCells);
    if (document) {
      const access = { hasWriteAccess: true, hasWriteLock: true };
      return { ok: true, document, state: restore.state, access, fromDraft: true };
    }
  }
  if (request.chartId === 'new') {
    const newChart = readNewChartRequest(search, context.premium());
    const opened = await openNewChart(engine, newChart, context.settings().handedness);
    if (!opened.ok) return { ok: false, reason: 'engineUnavailable' };
    const { document, state } = opened.value;
    return {
      ok: true,
      document,
      state,
      access: { hasWriteAccess: true, hasWriteLock: true },
      fromDraft: false,
    };
  }
  const revisionNumber = Number(search.get('revisionNumber') ?? 0);
  const loaded = await loadChart(context.api, engine, request.chartId, {
    sessionId,
    revisionNumber: Number.isInteger(revisionNumber) && revisionNumber > 0 ? revisionNumber : undefined,
    refreshed: search.get('refresh') === 'yes',
    signal,
  });
  if (!loaded.ok) return loaded;
  // The kept changes go on top only of the revision they were based on, and only where this tab may write.
  const revision = loaded.state.settings.revision;
  if (
    restore?.chartId === request.chartId &&
    restore.chartUnsaved &&
    restore.baseRevision === revision &&
    loaded.accessSession.hasWriteLock
  ) {
    const settings = { ...restore.state.settings, chartId: request.chartId, revision };
    const document = openChartCells({ ...restore.state, settings }, restore.cells, restore.furtherLayerCells);
    if (document) {
      return { ok: true, document, state: loaded.state, access: loaded.accessSession, fromDraft: true };
    }
  }
  return {
    ok: true,
    document: loaded.document,
    state: loaded.state,
    access: loaded.accessSession,
    fromDraft: false,
    ...(loaded.rowsUnreadable ? { rowsUnreadable: true as const } : {}),
  };
}

/**
 * Opens the chart of `request` and keeps the editor until the request changes or the page closes; waits while
 * `ready` is false (a kept draft is opened once the account is known: it may be kept for one user only).
 */
export function useOpenChart(
  request: OpenChartRequest,
  context: OpenChartContext,
  ready = true,
): OpenChartResult {
  const { chartId, query, attempt, restore } = request;
  const key = `${chartId}?${query}#${attempt}`;
  // The result belongs to the request it was opened for; a newer request is loading until its own arrives.
  const [settled, setSettled] = useState<{ key: string; result: OpenChartResult } | undefined>(undefined);

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    let editor: Editor | undefined;
    let disconnect: (() => void) | undefined;
    let stopRecording: (() => void) | undefined;
    const setResult = (result: OpenChartResult) =>
      setSettled({ key: `${chartId}?${query}#${attempt}`, result });
    useEditorStore.getState().startLoading(chartId);
    const opening = tabSessionId().then(async (sessionId) => ({
      sessionId,
      opened: await openDocument(
        { chartId, query, attempt, ...(restore ? { restore } : {}) },
        context,
        controller.signal,
        sessionId,
      ),
    }));
    void opening.then(async ({ sessionId, opened }) => {
      if (controller.signal.aborted) return;
      if (!opened.ok) {
        setResult({ status: 'failed', reason: opened.reason });
        return;
      }
      // A freeform chart's editing code is a chunk of its own, loaded before the editor is made; grid charts never
      // load it (the size budget of issue 25; docs/decisions/freeform.md).
      const freeform = opened.document.isFreeform ? await loadFreeform() : undefined;
      if (controller.signal.aborted) return;
      if (freeform === null) {
        setResult({ status: 'failed', reason: 'unknown' });
        return;
      }
      const { settings } = opened.state;
      const smallMobileScreen = isSmallMobileScreen();
      const access = {
        locked: settings.locked,
        revisionNumber: settings.revisionNumber,
        smallMobileScreen,
        ...opened.access,
      };
      // Everything of the editing rule but the mode: a phone (read only, spec §4) opens in view, not in a tool it
      // cannot use.
      const writable = canEdit(access);
      editor = new Editor(opened.document, {
        premium: context.premium(),
        settings: context.settings(),
        initialMode: initialModeOf(
          access.revisionNumber,
          writable,
          opened.state.details,
          opened.document.isFreeform,
          opened.state.freeform.symbols.length > 0,
        ),
        navigate: context.navigate,
        symbolCells: symbolCellsOf,
        access,
        viewWidth: window.innerWidth,
        viewHeight: window.innerHeight,
        mobile: smallMobileScreen,
        // The viewer's own view (zoom in the settings, the scroll position here), saved per chart and user.
        scroll: opened.state.details.scroll,
        ...(freeform ? { freeform: freeform.feature, freeformHitIndex: freeform.hitIndex } : {}),
      });
      const draftDoneCount = opened.draftProgress ? loadDraftProgress(editor, opened.draftProgress) : 0;
      disconnect = connectEditorToStore(editor);
      stopRecording = recordEditorActions(editor);
      useEditorStore.setState({ loadStatus: 'ready', chartId });
      const chart: OpenedChart = {
        editor,
        base: opened.state,
        fromDraft: opened.fromDraft,
        sessionId,
        openedChangeCount: editor.changeCount,
        ...(opened.draftSource ? { draftSource: opened.draftSource } : {}),
        ...(draftDoneCount > 0 ? { draftDoneCount } : {}),
        ...(opened.rowsUnreadable ? { rowsUnreadable: true as const } : {}),
        ...(restore?.done && restore.chartId === chartId ? { restoredDone: restore.done } : {}),
        ...(restore && opened.fromDraft ? { restoredFrom: restore } : {}),
      };
      setResult({ status: 'ready', chart });
    });
    return () => {
      controller.abort();
      disconnect?.();
      stopRecording?.();
      editor?.dispose();
    };
    // The context's functions are read when opening; only a new chart, query or attempt opens again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chartId, query, attempt, ready]);

  return settled?.key === key ? settled.result : { status: 'loading' };
}

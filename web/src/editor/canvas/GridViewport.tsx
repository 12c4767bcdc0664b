import { useEffect, useRef, useState, type ReactNode } from 'react';
import { lineCountFrom, type LineCountFrom, type Ruler } from '@steekwerk/model';
import type { Editor } from '../Editor';
import { GridRenderer, WebGlUnavailableError } from '../render/GridRenderer';
import { brightnessAmount, gridLinesHiddenAtZoom, resolveGridTheme, withoutLines } from '../render/gridTheme';
import { chartRuler } from '../render/rulerLabels';
import { rasteriseAtlas, atlasTileSize } from '../render/symbolAtlas';
import { useSymbolStore } from '../symbols/symbolStore';
import { modeRow } from '../tools/registry';
import { placeGrid, type GridPlacement } from '../viewport/camera';
import { zoomAfterWheel } from '../viewport/zoom';
import { connectLayers } from './layerConnections';
import { showCells, showLayers } from './connectChartLayers';
import { styleVisuals } from './styleVisuals';
import { withKeySymbols } from '../tracker/keySymbols';
import { useSymbolView } from '../ui/symbolView';
import { withShownSymbols } from './shownSymbols';
import { loadSymbolAssignment } from '../symbols/symbolAssignment';
import { TouchPinch } from './touchPinch';
import { reportThrown } from '../../app/errorReporting/report';
import { useHoverOutline } from './useHoverOutline';
import { useKeyboardCursor } from './useKeyboardCursor';

/** The performance mark of the grid's first drawn frame with the open chart's cells (one per renderer). */
export const gridFirstFrameMark = 'steekwerk:grid-first-frame';

export type GridCanvasFailure = 'webglUnavailable' | 'renderFailed';

interface GridViewportProps {
  readonly editor: Editor;
  /** The accessible name of the drawing. */
  readonly label: string;
  readonly dark: boolean;
  readonly onFailure: (failure: GridCanvasFailure) => void;
  /** Called with the renderer once it draws (benchmarks measure frames through it). */
  readonly onRenderer?: (renderer: GridRenderer | undefined) => void;
  /** Drawn over the grid, under the pointer input (the preview layer). */
  readonly overlay?: ReactNode;
}

/**
 * Whether one finger pans the view natively: in the modes that say so, and in any mode while the chart cannot be
 * edited (a phone shows a chart read only, spec §4: its drawing tools have nothing to draw).
 */
function fingerPans(editor: Editor): boolean {
  return modeRow(editor.mode).touchPans || (!editor.editable && editor.mode !== 'progressTracker');
}

/** Whether two fingers scroll and zoom in the drawing modes, by the user's `drawCellsTouchScroll`. */
function twoFingersScroll(setting: Editor['settings']['drawCellsTouchScroll']): boolean {
  return setting !== 'never';
}

/** The grid's place in the view as one attribute value: origin and cell size. */
function viewKey(placement: GridPlacement): string {
  return `${placement.originX},${placement.originY},${placement.cellWidth},${placement.cellHeight}`;
}

/** Connects the renderer to the editor: cells, palette, symbols, theme, brightness and camera. */
function connectRenderer(
  renderer: GridRenderer,
  editor: Editor,
  dark: boolean,
  firstFrame: Promise<void>,
): () => void {
  const document = editor.document;
  let atlasKey: string | undefined;
  let tracking = editor.mode === 'progressTracker';
  // In the tracker, and in the maker's own "symbolen in plaats van kleuren" view, a chart without symbols shows the
  // key's symbols; in the editor a colour chart's styles without a symbol show display-only key symbols.
  const keyed = () => tracking || useSymbolView.getState().symbolView;
  const shownPalette = () =>
    keyed()
      ? withKeySymbols(document.meta.palette)
      : withShownSymbols(document.meta.palette, document.meta.settings.craft);
  const showStyles = () => {
    const { gridSettings } = document.meta;
    const draw = tracking ? 'both' : useSymbolView.getState().symbolView ? 'symbols' : gridSettings.draw;
    const visuals = styleVisuals(shownPalette(), useSymbolStore.getState().symbols, draw);
    if (visuals.atlasKey !== atlasKey) {
      atlasKey = visuals.atlasKey;
      const coverage =
        visuals.atlasSymbols.length > 0 ? rasteriseAtlas(visuals.atlasSymbols, visuals.layout) : undefined;
      renderer.setAtlas(
        coverage && {
          coverage,
          columns: visuals.layout.columns,
          rows: visuals.layout.rows,
          tileSize: atlasTileSize,
        },
      );
    }
    renderer.setStyles(visuals.styles);
  };
  // The grid lines, hidden when zoomed far out with the user's `zoomHideGridLines`.
  let linesHidden = false;
  const showTheme = () => {
    const theme = resolveGridTheme(document.meta.gridSettings.gridLines, dark, linesCountFrom(document.meta));
    renderer.setTheme(linesHidden ? withoutLines(theme) : theme);
  };
  const followZoom = (placement: GridPlacement) => {
    const cellPixels = Math.min(placement.cellWidth, placement.cellHeight);
    const hidden = gridLinesHiddenAtZoom(editor.settings.zoomHideGridLines, cellPixels);
    if (hidden === linesHidden) return;
    linesHidden = hidden;
    showTheme();
  };
  const showView = () => {
    const placement = placeGrid(editor.camera, editor.extent);
    followZoom(placement);
    renderer.setView(placement);
  };
  const requestSymbols = () =>
    void useSymbolStore.getState().requestSymbols(shownPalette().styles.map((style) => style.symbolId));

  showTheme();
  showCells(renderer, document);
  renderer.setBrightness(brightnessAmount(document.meta.settings.brightness));
  showStyles();
  showView();
  requestSymbols();

  const unsubscribeSymbols = useSymbolStore.subscribe((state, previous) => {
    if (state.symbols !== previous.symbols) showStyles();
  });
  const unsubscribeSymbolView = useSymbolView.subscribe((state, previous) => {
    if (state.symbolView === previous.symbolView) return;
    requestShownSymbols();
    showStyles();
  });
  // The tracker's key symbols come and go with the tracker.
  const requestShownSymbols = () =>
    void useSymbolStore.getState().requestSymbols(shownPalette().styles.map((style) => style.symbolId));
  if (keyed()) requestShownSymbols();
  // Key symbols for styles without one are drawn once the assignment has loaded, which is fetched after the first
  // frame: the cells come first (issue 25, the editor's bytes before its first useful paint).
  let connected = true;
  void firstFrame.then(loadSymbolAssignment).then(() => {
    if (!connected) return;
    requestShownSymbols();
    showStyles();
  });
  const unsubscribeTracking = editor.subscribe((event) => {
    if (event.type !== 'state' || (editor.mode === 'progressTracker') === tracking) return;
    tracking = !tracking;
    requestShownSymbols();
    showStyles();
  });
  const unsubscribeEditor = editor.subscribe((event) => {
    if (event.type === 'camera') {
      showView();
      return;
    }
    // The user's settings arrive as a state change.
    if (event.type === 'state') followZoom(placeGrid(editor.camera, editor.extent));
    if (event.type !== 'document') return;
    const change = event.change;
    switch (change.type) {
      case 'cells': {
        const { x, y, width, height } = change.rect;
        renderer.updateRect(x, y, width, height, change.layers);
        break;
      }
      case 'size':
        showCells(renderer, document);
        showView();
        break;
      case 'layers':
        showLayers(renderer, document, change.cellsReplaced);
        break;
      case 'palette':
        requestSymbols();
        showStyles();
        break;
      case 'gridSettings':
        showTheme();
        showStyles();
        showView();
        break;
      case 'settings':
        renderer.setBrightness(brightnessAmount(document.meta.settings.brightness));
        break;
    }
  });
  // After the editor's own subscription: a new chart size reaches the cells before the layers above them.
  const disconnectLayers = connectLayers(renderer, editor, dark);
  // A freeform chart's symbols: drawn by the freeform feature (a chunk of its own, which grid charts never load).
  const disconnectFreeform = editor.freeform?.connect(renderer, editor);
  return () => {
    connected = false;
    disconnectFreeform?.();
    unsubscribeSymbols();
    unsubscribeSymbolView();
    unsubscribeTracking();
    unsubscribeEditor();
    disconnectLayers();
  };
}

/**
 * The grid view: the renderer's canvas under a native scroll area (scrollbars, trackpad and one-finger touch
 * panning in scroll and view modes), pointer input for the tools, and ctrl+wheel or pinch zoom at the pointer.
 * `data-ready="true"` marks that a frame with the cells has been drawn; the data attributes describe the camera
 * (`data-view`) and the view the last frame showed (`data-drawn-view`)
 * for tests and benchmarks.
 */
export function GridViewport({ editor, label, dark, onFailure, onRenderer, overlay }: GridViewportProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const spacerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const onFailureRef = useRef(onFailure);
  const onRendererRef = useRef(onRenderer);
  const [ready, setReady] = useState(false);
  const hover = useHoverOutline(editor, hostRef);
  useKeyboardCursor(editor, hostRef);
  const pinch = useRef(new TouchPinch());
  // Whether the touch gesture under way became a pinch (the tool sees nothing more of it), and a middle-button drag.
  const pinched = useRef(false);
  const middlePan = useRef<{ x: number; y: number } | undefined>(undefined);

  useEffect(() => {
    onFailureRef.current = onFailure;
    onRendererRef.current = onRenderer;
  }, [onFailure, onRenderer]);

  // Renderer: created per editor and theme; a fresh canvas per renderer (a destroyed one may have lost its context).
  useEffect(() => {
    const host = hostRef.current;
    const scroller = scrollerRef.current;
    if (!host || !scroller) return undefined;
    let cancelled = false;
    let renderer: GridRenderer | undefined;
    let disconnect: (() => void) | undefined;
    const canvas = document.createElement('canvas');
    canvas.className = 'grid-viewport__canvas';
    host.prepend(canvas);
    canvasRef.current = canvas;
    const width = Math.max(1, scroller.clientWidth);
    const height = Math.max(1, scroller.clientHeight);
    editor.setViewSize(width, height);
    let drawn = false;
    let firstFrameDrawn = () => {};
    const firstFrame = new Promise<void>((resolve) => {
      firstFrameDrawn = resolve;
    });
    GridRenderer.create({
      canvas,
      width,
      height,
      theme: resolveGridTheme(
        editor.document.meta.gridSettings.gridLines,
        dark,
        linesCountFrom(editor.document.meta),
      ),
      onFrame: () => {
        if (!cancelled && !drawn) {
          drawn = true;
          setReady(true);
          // The moment a maker sees the chart: bench/first-load.browser.mjs times navigation to this mark.
          performance.mark(gridFirstFrameMark, {
            detail: { columns: editor.document.columnCount, rows: editor.document.rowCount },
          });
          firstFrameDrawn();
        }
        host.dataset.frameCount = String(renderer?.frameCount ?? 0);
        // The view this frame shows, as the origin and cell attributes below give it: a test that scrolled waits
        // until the two agree before it reads pixels.
        const shown = placeGrid(editor.camera, editor.extent);
        host.dataset.drawnView = viewKey(shown);
      },
    })
      .then((created) => {
        if (cancelled) {
          created.destroy();
          return;
        }
        renderer = created;
        disconnect = connectRenderer(created, editor, dark, firstFrame);
        host.dataset.gpuBytes = String(created.gpuBytes);
        onRendererRef.current?.(created);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('[editor] drawing the grid failed', error);
        // A browser without WebGL 2 is no error of the app; a renderer that fails to start is (spec §8).
        if (!(error instanceof WebGlUnavailableError))
          reportThrown('Drawing the grid failed', error, { action: 'render' });
        onFailureRef.current(error instanceof WebGlUnavailableError ? 'webglUnavailable' : 'renderFailed');
      });
    const observer = new ResizeObserver(() => {
      editor.setViewSize(scroller.clientWidth, scroller.clientHeight);
      renderer?.resize(scroller.clientWidth, scroller.clientHeight);
    });
    observer.observe(scroller);
    return () => {
      cancelled = true;
      observer.disconnect();
      disconnect?.();
      if (renderer) onRendererRef.current?.(undefined);
      renderer?.destroy();
      canvas.remove();
      setReady(false);
    };
  }, [editor, dark]);

  // Camera → scroll area and data attributes.
  useEffect(() => {
    const host = hostRef.current;
    const scroller = scrollerRef.current;
    const spacer = spacerRef.current;
    if (!host || !scroller || !spacer) return undefined;
    const sync = () => {
      const camera = editor.camera;
      const placement = placeGrid(camera, editor.extent);
      spacer.style.width = `${Math.max(placement.contentWidth, camera.viewWidth)}px`;
      spacer.style.height = `${Math.max(placement.contentHeight, camera.viewHeight)}px`;
      if (Math.abs(scroller.scrollLeft - camera.scrollX) >= 1) scroller.scrollLeft = camera.scrollX;
      if (Math.abs(scroller.scrollTop - camera.scrollY) >= 1) scroller.scrollTop = camera.scrollY;
      host.dataset.cellWidth = String(placement.cellWidth);
      host.dataset.cellHeight = String(placement.cellHeight);
      host.dataset.originX = String(placement.originX);
      host.dataset.originY = String(placement.originY);
      host.dataset.view = viewKey(placement);
      host.dataset.zoom = String(camera.zoom);
      host.dataset.columns = String(editor.document.columnCount);
      host.dataset.rows = String(editor.document.rowCount);
      host.dataset.mode = editor.mode;
      scroller.style.touchAction = fingerPans(editor) ? 'pan-x pan-y' : 'none';
    };
    sync();
    const unsubscribe = editor.subscribe((event) => {
      if (
        event.type === 'camera' ||
        event.type === 'state' ||
        (event.type === 'document' && event.change.type === 'size') ||
        (event.type === 'document' && event.change.type === 'freeform' && event.change.settings)
      ) {
        sync();
      }
    });
    const onScroll = () => editor.scrollTo(scroller.scrollLeft, scroller.scrollTop);
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      // Pinch on a trackpad arrives as ctrl+wheel.
      event.preventDefault();
      const bounds = scroller.getBoundingClientRect();
      editor.zoomTo(
        zoomAfterWheel(editor.camera.zoom, event.deltaY),
        event.clientX - bounds.left,
        event.clientY - bounds.top,
      );
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    scroller.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      unsubscribe();
      scroller.removeEventListener('scroll', onScroll);
      scroller.removeEventListener('wheel', onWheel);
    };
  }, [editor]);

  const point = (event: React.PointerEvent | React.MouseEvent) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
  };
  const nativePan = (event: React.PointerEvent) => event.pointerType === 'touch' && fingerPans(editor);
  // Two fingers zoom and pan where one finger reaches the tool: the tracker (its tap marks, its drag pans), and the
  // drawing modes unless the user's `drawCellsTouchScroll` is `never` (docs/decisions/editor.md).
  const pinches = (event: React.PointerEvent) =>
    event.pointerType === 'touch' &&
    (editor.mode === 'progressTracker' || twoFingersScroll(editor.settings.drawCellsTouchScroll));
  // With `drawCellsTouchScroll` `always`, the middle mouse button drags the view in every mode.
  const middlePans = (event: React.PointerEvent) =>
    event.pointerType === 'mouse' && event.button === 1 && editor.settings.drawCellsTouchScroll === 'always';

  return (
    <div
      ref={hostRef}
      className="grid-viewport"
      role="application"
      aria-label={label}
      aria-roledescription="chartraster"
      tabIndex={0}
      data-ready={ready ? 'true' : 'false'}
      data-decoded-bytes={editor.document.columnCount * editor.document.rowCount}
    >
      {overlay}
      <div
        ref={scrollerRef}
        className="grid-viewport__scroller"
        onPointerDown={(event) => {
          if (middlePans(event)) {
            event.currentTarget.setPointerCapture(event.pointerId);
            middlePan.current = point(event);
            event.preventDefault();
            return;
          }
          if ((event.pointerType === 'mouse' && event.button !== 0) || nativePan(event)) return;
          hostRef.current?.focus({ preventScroll: true });
          event.currentTarget.setPointerCapture(event.pointerId);
          const { x, y } = point(event);
          if (pinches(event)) {
            pinch.current.down(event.pointerId, x, y, editor.camera.zoom);
            if (pinch.current.active && editor.mode !== 'progressTracker') {
              // The second finger: the first one's dab was the start of a pinch, not a stroke.
              if (!pinched.current) editor.pointerCancel();
              pinched.current = true;
              event.preventDefault();
              return;
            }
          }
          if (pinched.current) return;
          editor.pointerDown(x, y, { shiftKey: event.shiftKey, pointerType: event.pointerType as 'mouse' });
          event.preventDefault();
        }}
        onPointerMove={(event) => {
          hover.move(event);
          const { x, y } = point(event);
          editor.pointerOver(x, y);
          if (!event.currentTarget.hasPointerCapture(event.pointerId)) {
            // A mouse or pen moving with no button pressed (the lines tool shows where a click-click line goes).
            if (event.pointerType !== 'touch') editor.pointerHover(x, y, { shiftKey: event.shiftKey });
            return;
          }
          if (middlePan.current) {
            editor.scrollBy(middlePan.current.x - x, middlePan.current.y - y);
            middlePan.current = { x, y };
            return;
          }
          const step = pinches(event) ? pinch.current.move(event.pointerId, x, y) : null;
          if (step) {
            editor.scrollBy(-step.panX, -step.panY);
            editor.zoomTo(step.zoom, step.anchorX, step.anchorY);
            return;
          }
          if (pinch.current.active || pinched.current) return;
          editor.pointerMove(x, y, { shiftKey: event.shiftKey, pointerType: event.pointerType as 'mouse' });
        }}
        onPointerUp={(event) => {
          pinch.current.up(event.pointerId);
          if (middlePan.current) {
            middlePan.current = undefined;
            event.currentTarget.releasePointerCapture(event.pointerId);
            return;
          }
          if (pinched.current) {
            // The gesture ends with its last finger; the tool saw none of it.
            if (!pinch.current.fingerDown) pinched.current = false;
            event.currentTarget.releasePointerCapture(event.pointerId);
            return;
          }
          if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
          const { x, y } = point(event);
          editor.pointerUp(x, y, { shiftKey: event.shiftKey, pointerType: event.pointerType as 'mouse' });
          event.currentTarget.releasePointerCapture(event.pointerId);
        }}
        onPointerLeave={() => {
          hover.leave();
          editor.pointerOut();
        }}
        onPointerCancel={(event) => {
          pinch.current.up(event.pointerId);
          middlePan.current = undefined;
          if (!pinch.current.fingerDown) pinched.current = false;
          hover.leave();
          editor.pointerCancel();
        }}
        onDoubleClick={(event) => {
          const { x, y } = point(event);
          editor.doubleClick(x, y, { shiftKey: event.shiftKey });
        }}
      >
        <div ref={spacerRef} className="grid-viewport__spacer" />
      </div>
    </div>
  );
}

/** Where the grid's 5 and 10 lines count from: the side the chart's ruler starts its numbers (one numbering). */
function linesCountFrom(meta: {
  readonly settings: { readonly craft: string };
  readonly gridSettings: { readonly ruler: Ruler };
}): { columns: LineCountFrom; rows: LineCountFrom } {
  const ruler = chartRuler(meta.settings.craft, meta.gridSettings.ruler);
  return { columns: lineCountFrom(ruler, 'columns'), rows: lineCountFrom(ruler, 'rows') };
}

/**
 * The editor: one chart document, its history, the current mode and tool, the camera and the keyboard rules.
 * It holds no React and no PixiJS: the page connects it to a store (panels) and to the renderer (canvas), and
 * tests drive it through the TestEditor harness. Every edit goes through a command or a stroke, lands in the
 * history and raises the "changed, save me" signal (`changeCount`).
 */
import { tierLimits } from '@steekwerk/model';
import { ChartDocument, type DocumentChange } from './document/ChartDocument';
import { setCells } from './document/commands/cellPatch';
import { invoke, type Command } from './document/commands/command';
import { insertLines, removeLines, sizeAfterInsert, type GridAxis } from './document/commands/gridSize';
import { updateChartSettings } from './document/commands/settingsCommands';
import { canEdit, isEditable, newChartAccess, type ChartMode, type EditAccess } from './document/editability';
import { selectStyle } from './document/paletteEdits';
import { browserTimers, type Timers } from '../lib/timers';
import { History, historyLimits } from './history/History';
import { keyAction, type KeyInput } from './keyboard/editorKeys';
import { redoAllowedInMode } from './keyboard/modeRules';
import { ZoomKeys } from './keyboard/zoomKeys';
import { DrawCellsTool } from './tools/drawCells/DrawCellsTool';
import { EraseTool } from './tools/erase/EraseTool';
import { PreviewTool } from './tools/preview/PreviewTool';
import { ScrollTool } from './tools/scroll/ScrollTool';
import { PreviewLayerController } from './textToGrid/PreviewLayerController';
import { placeTextLayer } from './textToGrid/placeTextLayer';
import { createToolContext } from './editorToolContext';
import type { DrawShape, PointerInput, Tool } from './tools/Tool';
import { ViewTool } from './tools/view/ViewTool';
import {
  cellAspectFromGauge,
  cellAtPoint,
  clampScroll,
  fitZoom,
  placeGrid,
  zoomAround,
  type Camera,
} from './viewport/camera';
import { defaultZoom, stepZoom, zoomFromLevel } from './viewport/zoom';

export type EditorEvent =
  | { readonly type: 'document'; readonly change: DocumentChange }
  | { readonly type: 'state' }
  | { readonly type: 'camera' };

/** Premium trigger code for enlarging beyond the free size limit (spec §2). */
export const enlargePremiumCode = 34;

/**
 * Where a free user goes when an edit needs premium: the chart's own upsell screen, shown over the editor so the
 * chart stays open, a new one included (issue 13).
 */
export function premiumOrderPath(chartId: string, code: number): string {
  return chartId
    ? `/nl/c/${encodeURIComponent(chartId)}/premium/order?s=${code}`
    : `/nl/premium/order?s=${code}`;
}

/** User settings the editor follows (spec §3 "User settings and defaults"). */
export interface EditorUserSettings {
  readonly gridDrawCellsMagic: boolean;
  readonly clearDrawWithSameStyle: boolean;
}

export interface EditorOptions {
  readonly access?: EditAccess;
  /** The user's premium flag (tier limits). */
  readonly premium?: boolean;
  readonly settings?: Partial<EditorUserSettings>;
  readonly clock?: Timers;
  /** Opens another route (the premium offer). */
  readonly navigate?: (path: string) => void;
  readonly initialMode?: ChartMode;
  /** Cells a symbol spans (multi-cell symbols); unknown symbols span one. */
  readonly symbolCells?: (symbolId: string) => number;
  /** View size in CSS pixels until the canvas reports its own. */
  readonly viewWidth?: number;
  readonly viewHeight?: number;
  readonly mobile?: boolean;
}

/** The result of a grid size change. */
export type ResizeOutcome = 'done' | 'invalid' | 'premiumRequired' | 'limitReached';

export class Editor {
  readonly history: History;
  private readonly clock: Timers;
  private readonly listeners = new Set<(event: EditorEvent) => void>();
  private readonly tools: Record<'view' | 'scroll' | 'drawCells' | 'erase' | 'preview', Tool>;
  /** The preview layer of text to grid, positioned in preview mode before it is applied. */
  readonly previewLayer: PreviewLayerController;
  private currentMode: ChartMode;
  private previousMode: ChartMode = 'view';
  private currentShape: DrawShape = 'freehand';
  private currentAccess: EditAccess;
  private premiumUser: boolean;
  private userSettings: EditorUserSettings;
  private currentCamera: Camera;
  private changes = 0;
  private readonly zoomKeys: ZoomKeys;
  private readonly unsubscribeDocument: () => void;

  constructor(
    readonly document: ChartDocument,
    private readonly options: EditorOptions = {},
  ) {
    this.clock = options.clock ?? browserTimers;
    this.history = new History({
      clock: this.clock,
      limit: options.mobile ? historyLimits.mobile : historyLimits.desktop,
    });
    this.currentAccess = options.access ?? newChartAccess;
    this.premiumUser = options.premium ?? false;
    this.userSettings = {
      gridDrawCellsMagic: options.settings?.gridDrawCellsMagic ?? true,
      clearDrawWithSameStyle: options.settings?.clearDrawWithSameStyle ?? false,
    };
    this.currentMode = options.initialMode ?? 'view';
    const context = createToolContext(this);
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the preview host reads the editor's live state
    const editor = this;
    this.tools = {
      view: new ViewTool(context),
      scroll: new ScrollTool(context),
      drawCells: new DrawCellsTool(context),
      erase: new EraseTool(context),
      preview: new PreviewTool(context, () => this.previewLayer),
    };
    this.previewLayer = new PreviewLayerController({
      document,
      get mode() {
        return editor.mode;
      },
      get canEdit() {
        return editor.canEdit;
      },
      get premium() {
        return editor.premium;
      },
      setMode: (mode) => this.setMode(mode),
      runPlace: (layer) => this.run(placeTextLayer, { layer }),
      offerPremiumEnlarge: () => this.options.navigate?.(premiumOrderPath(this.chartId, enlargePremiumCode)),
    });
    const zoom = document.hasMetadata ? zoomFromLevel(document.meta.settings.zoomLevel) : defaultZoom;
    this.currentCamera = {
      zoom,
      aspect: this.aspect(),
      scrollX: 0,
      scrollY: 0,
      viewWidth: options.viewWidth ?? 1280,
      viewHeight: options.viewHeight ?? 800,
    };
    this.unsubscribeDocument = document.subscribe((change) => this.onDocumentChange(change));
    this.history.subscribe(() => this.emit({ type: 'state' }));
    this.zoomKeys = new ZoomKeys(this.clock, {
      zoomStep: (direction) => this.zoomStep(direction),
      fitToView: () => this.fitToView(),
      resetZoom: () => this.zoomTo(defaultZoom),
    });
    this.history.startPruning();
  }

  // ---- state --------------------------------------------------------------------------------------------------

  get mode(): ChartMode {
    return this.currentMode;
  }

  get drawShape(): DrawShape {
    return this.currentShape;
  }

  get access(): EditAccess {
    return this.currentAccess;
  }

  get premium(): boolean {
    return this.premiumUser;
  }

  /** Whether the chart could be edited (any mode). */
  get canEdit(): boolean {
    return canEdit(this.currentAccess) && (!this.document.hasMetadata || !this.document.meta.settings.locked);
  }

  /** Whether the chart can be edited in the current mode (spec §4). */
  get editable(): boolean {
    return this.canEdit && isEditable(this.currentAccess, this.currentMode);
  }

  get canUndo(): boolean {
    return this.history.canUndo && this.editable;
  }

  get canRedo(): boolean {
    return this.history.canRedo && this.editable && redoAllowedInMode(this.currentMode);
  }

  /** Counts every change to the chart; sync saves while it differs from what was saved. */
  get changeCount(): number {
    return this.changes;
  }

  get camera(): Camera {
    return this.currentCamera;
  }

  get settings(): EditorUserSettings {
    return this.userSettings;
  }

  /** The tool of the current mode, if the mode has one. */
  get tool(): Tool | undefined {
    const mode = this.currentMode;
    if (mode === 'preview') return this.previewLayer.layer ? this.tools.preview : undefined;
    return mode === 'view' || mode === 'scroll' || mode === 'drawCells' || mode === 'erase'
      ? this.tools[mode]
      : undefined;
  }

  subscribe(listener: (event: EditorEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  setMode(mode: ChartMode): void {
    if (mode === this.currentMode) return;
    this.tool?.cancel();
    if (mode === 'select' || mode === 'backup') this.previousMode = this.currentMode;
    const leavingPreview = this.currentMode === 'preview';
    this.currentMode = mode;
    if (leavingPreview) this.previewLayer.clear();
    this.emit({ type: 'state' });
  }

  setDrawShape(shape: DrawShape): void {
    if (shape === this.currentShape) return;
    this.currentShape = shape;
    this.emit({ type: 'state' });
  }

  setAccess(access: EditAccess): void {
    this.currentAccess = access;
    this.emit({ type: 'state' });
  }

  setPremium(premium: boolean): void {
    this.premiumUser = premium;
    this.emit({ type: 'state' });
  }

  setUserSettings(settings: Partial<EditorUserSettings>): void {
    this.userSettings = { ...this.userSettings, ...settings };
    this.emit({ type: 'state' });
  }

  dispose(): void {
    this.zoomKeys.releaseAll();
    this.history.stopPruning();
    this.unsubscribeDocument();
    this.listeners.clear();
  }

  // ---- commands and history -----------------------------------------------------------------------------------

  /** Runs a command as one undoable change; false when it did nothing or the chart is not editable now. */
  run<Args>(command: Command<Args>, args: Args): boolean {
    if (!this.editable) return false;
    const redo = invoke(command, args);
    const result = redo.run(this.document);
    if (!result) return false;
    this.history.record(command.name, redo, result.inverse);
    return true;
  }

  undo(): boolean {
    if (!this.canUndo) return false;
    this.tool?.cancel();
    return this.history.undo(this.document);
  }

  redo(): boolean {
    if (!this.canRedo) return false;
    this.tool?.cancel();
    return this.history.redo(this.document);
  }

  /**
   * Locks or unlocks the chart. Unlike other edits this works on a locked chart (to unlock it); it needs write
   * access and lock on the current revision, and is recorded in the history.
   */
  setLocked(locked: boolean): boolean {
    const access = this.currentAccess;
    if (!access.hasWriteAccess || !access.hasWriteLock || access.revisionNumber > 0) return false;
    const redo = invoke(updateChartSettings, { locked });
    const result = redo.run(this.document);
    if (!result) return false;
    this.history.record(updateChartSettings.name, redo, result.inverse);
    return true;
  }

  /** Selects a style (not an undoable change). */
  selectStyle(styleId: number): void {
    const palette = selectStyle(this.document.palette, styleId);
    if (palette && palette !== this.document.palette) this.document.setPalette(palette);
  }

  /** Picks the style at a 1-based position in the palette; ignored when the palette is shorter. */
  selectStylePosition(position: number): void {
    const style = this.document.palette.styles[position - 1];
    if (style) this.selectStyle(style.styleId);
  }

  /**
   * Paints one cell (spec §5): coordinates must be whole, non-negative and inside the grid (else nothing
   * happens); a style id that is not whole, not 0–255 or not in the palette gives the default style (0).
   */
  drawCell(column: number, row: number, styleId: number): boolean {
    if (!this.document.contains(column, row)) return false;
    const value = this.validStyleId(styleId);
    return this.run(setCells, {
      kind: 'rect',
      rect: { x: column, y: row, width: 1, height: 1 },
      values: Uint8Array.of(value),
    });
  }

  /** The style id drawing uses for `styleId`: itself when it is in the palette, otherwise the default 0. */
  validStyleId(styleId: number): number {
    if (!Number.isInteger(styleId) || styleId < 1 || styleId > 255) return 0;
    return this.document.palette.styles.some((style) => style.styleId === styleId) ? styleId : 0;
  }

  /**
   * Inserts rows or columns (count > 0; index -1 appends). Beyond the tier's size limit a free user is sent to
   * the premium offer (s=34) and a premium user gets nothing (spec §5).
   */
  insertLines(axis: GridAxis, index: number, count: number, styleId?: number): ResizeOutcome {
    const size = sizeAfterInsert(this.document, { axis, index, count });
    if (!size || !this.editable) return 'invalid';
    const limit = tierLimits(this.premiumUser).maxGridSize;
    if (size.columnCount > limit || size.rowCount > limit) {
      if (this.premiumUser) return 'limitReached';
      this.options.navigate?.(premiumOrderPath(this.chartId, enlargePremiumCode));
      return 'premiumRequired';
    }
    return this.run(insertLines, {
      axis,
      index,
      count,
      styleId: styleId === undefined ? undefined : this.validStyleId(styleId),
    })
      ? 'done'
      : 'invalid';
  }

  removeLines(axis: GridAxis, index: number, count: number): ResizeOutcome {
    return this.run(removeLines, { axis, index, count }) ? 'done' : 'invalid';
  }

  private get chartId(): string {
    return this.document.hasMetadata ? this.document.meta.settings.chartId : 'new';
  }

  // ---- pointer input ------------------------------------------------------------------------------------------

  /** The cell (whole numbers) under a point of the view. */
  cellAt(x: number, y: number): { column: number; row: number } {
    const cell = cellAtPoint(this.currentCamera, this.document, x, y);
    return { column: Math.floor(cell.column), row: Math.floor(cell.row) };
  }

  /** The centre of a cell in view pixels. */
  pointOfCell(column: number, row: number): { x: number; y: number } {
    const placement = placeGrid(this.currentCamera, this.document);
    return {
      x: placement.originX + (column + 0.5) * placement.cellWidth,
      y: placement.originY + (row + 0.5) * placement.cellHeight,
    };
  }

  pointerDown(x: number, y: number, modifiers: PointerModifiers = {}): void {
    this.tool?.pointerDown(this.pointerInput(x, y, modifiers));
  }

  pointerMove(x: number, y: number, modifiers: PointerModifiers = {}): void {
    this.tool?.pointerMove(this.pointerInput(x, y, modifiers));
  }

  pointerUp(x: number, y: number, modifiers: PointerModifiers = {}): void {
    this.tool?.pointerUp(this.pointerInput(x, y, modifiers));
  }

  doubleClick(x: number, y: number, modifiers: PointerModifiers = {}): void {
    this.tool?.doubleClick(this.pointerInput(x, y, modifiers));
  }

  /** The pointer was lost: a gesture under way is undone. */
  pointerCancel(): void {
    this.tool?.cancel();
  }

  private pointerInput(x: number, y: number, modifiers: PointerModifiers): PointerInput {
    const { column, row } = this.cellAt(x, y);
    return {
      column,
      row,
      x,
      y,
      shiftKey: modifiers.shiftKey ?? false,
      pointerType: modifiers.pointerType ?? 'mouse',
    };
  }

  // ---- keyboard -----------------------------------------------------------------------------------------------

  /** Handles a key press; true when the editor used it (the caller then prevents the browser's default). */
  keyDown(input: KeyInput): boolean {
    if (this.currentMode === 'preview' && this.previewLayer.keyDown(input)) return true;
    const action = keyAction(input, {
      mode: this.currentMode,
      previousMode: this.previousMode,
      canEdit: this.canEdit,
      cursorVisible: this.document.hasMetadata && this.document.meta.gridSettings.cursor.visible,
    });
    if (!action) return false;
    switch (action.type) {
      case 'undo':
        this.undo();
        return true;
      case 'redo':
        this.redo();
        return true;
      case 'setMode':
        if (this.tool?.busy) this.tool.cancel();
        this.setMode(action.mode);
        return true;
      case 'selectStylePosition':
        this.selectStylePosition(action.position);
        return true;
      case 'zoomKey':
        if (!input.repeat) this.zoomKeys.press(input.key, action.direction);
        return true;
      case 'zoomResetKey':
        this.zoomKeys.resetKey();
        return true;
    }
  }

  /** A key was released (stops a repeating zoom key). */
  keyUp(input: Pick<KeyInput, 'key'>): void {
    this.zoomKeys.release(input.key);
  }

  /** Focus left the editor: stop repeating keys. */
  releaseKeys(): void {
    this.zoomKeys.releaseAll();
  }

  // ---- camera -------------------------------------------------------------------------------------------------

  setViewSize(viewWidth: number, viewHeight: number): void {
    this.updateCamera({
      ...this.currentCamera,
      viewWidth: Math.max(1, viewWidth),
      viewHeight: Math.max(1, viewHeight),
    });
  }

  scrollTo(scrollX: number, scrollY: number): void {
    this.updateCamera({ ...this.currentCamera, scrollX, scrollY });
  }

  scrollBy(dx: number, dy: number): void {
    this.scrollTo(this.currentCamera.scrollX + dx, this.currentCamera.scrollY + dy);
  }

  /** Zooms keeping the point (view pixels; the view's centre by default) in place. */
  zoomTo(zoom: number, anchorX?: number, anchorY?: number): void {
    this.updateCamera(zoomAround(this.currentCamera, this.document, zoom, anchorX, anchorY));
  }

  zoomStep(direction: 1 | -1, anchorX?: number, anchorY?: number): void {
    this.zoomTo(stepZoom(this.currentCamera.zoom, direction), anchorX, anchorY);
  }

  fitToView(): void {
    this.updateCamera({
      ...this.currentCamera,
      zoom: fitZoom(this.currentCamera, this.document),
      scrollX: 0,
      scrollY: 0,
    });
  }

  private updateCamera(camera: Camera): void {
    const next = clampScroll(camera, this.document);
    const current = this.currentCamera;
    if (
      next.zoom === current.zoom &&
      next.scrollX === current.scrollX &&
      next.scrollY === current.scrollY &&
      next.viewWidth === current.viewWidth &&
      next.viewHeight === current.viewHeight &&
      next.aspect === current.aspect
    ) {
      return;
    }
    this.currentCamera = next;
    this.emit({ type: 'camera' });
  }

  private aspect(): number {
    return this.document.hasMetadata ? cellAspectFromGauge(this.document.meta.gridSettings.gauge) : 1;
  }

  // ---- plumbing -----------------------------------------------------------------------------------------------

  private onDocumentChange(change: DocumentChange): void {
    this.changes += 1;
    if (change.type === 'gridSettings' || change.type === 'size') {
      this.updateCamera({ ...this.currentCamera, aspect: this.aspect() });
    }
    this.emit({ type: 'document', change });
    if (change.type === 'settings') this.emit({ type: 'state' });
  }

  private emit(event: EditorEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /** Cells the symbol of a style spans (1 for styles without a multi-cell symbol). */
  symbolCellsOfStyle(styleId: number): number {
    const style = this.document.palette.styles.find((candidate) => candidate.styleId === styleId);
    if (!style?.symbolId) return 1;
    return Math.max(1, this.options.symbolCells?.(style.symbolId) ?? 1);
  }
}

export interface PointerModifiers {
  readonly shiftKey?: boolean;
  readonly pointerType?: 'mouse' | 'touch' | 'pen';
}

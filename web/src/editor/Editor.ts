/**
 * The editor: one chart document, its history, the sessions it owns (feature state such as the tracker and the
 * preview layer), the current mode and tool, the camera and the keyboard rules. It holds no React and no PixiJS:
 * the page connects it to a store (panels) and to the renderer (canvas), and tests drive it through the TestEditor
 * harness. Every edit goes through a command or a stroke, lands in the history and raises the "changed, save me"
 * signal (`changeCount`). Modes and their tools come from the mode registry (`tools/registry.ts`); discrete actions
 * are the command table's (`commands/commandTable.ts`), run through one dispatcher (`dispatch`) that asks the tier
 * gate first. The editor is the context its tools and sessions work in (`ToolContext`, `SessionContext`).
 */
import { applyMosaicRules } from './document/mosaic/mosaicOfDocument';
import type { FreeformHitIndex, PremiumFeature } from '@steekwerk/model';
import { rowRunsRightToLeft, workDirectionsOf } from '@steekwerk/model';
import { browserClipboard, type ClipboardStore } from './clipboard/clipboardStore';
import { editorSettingsFrom, type EditorUserSettings } from './editorSettings';
import { changesChart, ChartDocument, type DocumentChange } from './document/ChartDocument';
import { CellStroke, type CellStrokeOptions } from './document/CellStroke';
import { commandNamed, type CommandArgs, type CommandName } from './commands/commandTable';
import { setCells } from './document/commands/cellPatch';
import {
  invoke,
  sequence,
  type Command,
  type CommandOutcome,
  type Invocation,
} from './document/commands/command';
import type { GridAxis } from './document/commands/gridSize';
import { updateChartSettings } from './document/commands/settingsCommands';
import { featureGate, tierGate, type TierVerdict } from './document/commands/tierGate';
import { canEdit, newChartAccess, type ChartMode, type EditAccess } from './document/editability';
import { selectStyle } from './document/paletteEdits';
import { browserTimers, type Timers } from '../lib/timers';
import { History, historyLimits } from './history/History';
import { keyAction } from './keyboard/editorKeys';
import type { KeyInput } from './keyboard/KeyInput';
import { ZoomKeys } from './keyboard/zoomKeys';
import type { SessionContext } from './sessions/SessionContext';
import type { PasteOutcome } from './clipboard/ClipboardSession';
import type { FreeformPasteOutcome } from './freeformSelection/FreeformClipboard';
import {
  createSessions,
  modeFollowers,
  styleFollowers,
  type EditorSessions,
} from './sessions/editorSessions';
import { isEditable, modeFitsChart, modeRegistry, modeRow } from './tools/registry';
import type { DrawShape, PointerInput, Tool, ToolContext } from './tools/Tool';
import type { FreeformTools } from './tools/freeformTools';
import type { FreeformFeature } from './freeformFeatureTypes';
import type { Camera, GridExtent, ViewInsets, ViewLeading } from './viewport/camera';
import { EditorCamera } from './viewport/EditorCamera';
import { defaultZoom, zoomFromLevel } from './viewport/zoom';

export type EditorEvent =
  | { readonly type: 'document'; readonly change: DocumentChange }
  | { readonly type: 'state' }
  | { readonly type: 'camera' };

export { enlargePremiumCode } from './document/commands/tierGate';

/**
 * Where a free user goes when an edit needs premium: the chart's own upsell screen, shown over the editor so the
 * chart stays open, a new one included (issue 13).
 */
export function premiumOrderPath(chartId: string, code: number): string {
  return chartId
    ? `/nl/c/${encodeURIComponent(chartId)}/premium/order?s=${code}`
    : `/nl/premium/order?s=${code}`;
}

export type { EditorUserSettings, TrackerSettings } from './editorSettings';

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
  /** The viewer's own scroll position as saved (spec §7), taken once the view has its real size. */
  readonly scroll?: { readonly x: number; readonly y: number };
  /** Where the clipboard is kept (by default `localStorage`, shared by the browser's tabs). */
  readonly clipboardStore?: ClipboardStore;
  /** A freeform chart's hit index (the engine's, from the page); the editor disposes of it with itself. */
  readonly freeformHitIndex?: FreeformHitIndex & { dispose?(): void };
  /** The freeform feature, loaded by the page for a freeform chart only (`freeformFeatureTypes.ts`). */
  readonly freeform?: FreeformFeature;
}

/** The result of a grid size change. */
export type ResizeOutcome = 'done' | 'invalid' | 'premiumRequired' | 'limitReached';

export class Editor implements ToolContext, SessionContext {
  readonly history: History;
  readonly sessions: EditorSessions;
  readonly clock: Timers;
  private readonly listeners = new Set<(event: EditorEvent) => void>();
  /** The tool of each mode that has one (the registry's rows). */
  private readonly tools = new Map<ChartMode, Tool>();
  private currentMode: ChartMode;
  private previousMode: ChartMode = 'view';
  private currentShape: DrawShape = 'freehand';
  private currentAccess: EditAccess;
  private premiumUser: boolean;
  private userSettings: EditorUserSettings;
  private chosenRowNumber: number | undefined;
  private readonly view: EditorCamera;
  /** The cell under the pointer while it is over the grid (a paste goes there). */
  private pointed: { readonly column: number; readonly row: number } | undefined;
  /** Where the pointer last was over the view, in cells (fractional; freeform units): a freeform paste goes there. */
  private pointedAt: { readonly x: number; readonly y: number } | undefined;
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
    this.userSettings = editorSettingsFrom(options.settings);
    this.currentMode = options.initialMode ?? 'view';
    this.sessions = createSessions(this, {
      clipboardStore: options.clipboardStore ?? browserClipboard(),
      freeformHitIndex: options.freeformHitIndex,
      ...(options.freeform ? { createFreeformSession: options.freeform.createSession } : {}),
    });
    for (const [mode, row] of Object.entries(modeRegistry)) {
      const tool = row.tool?.(this);
      if (tool) this.tools.set(mode as ChartMode, tool);
    }
    const zoom = document.hasMetadata ? zoomFromLevel(document.meta.settings.zoomLevel) : defaultZoom;
    this.view = new EditorCamera(
      document,
      {
        zoom,
        viewWidth: options.viewWidth ?? 1280,
        viewHeight: options.viewHeight ?? 800,
        scroll: options.scroll,
      },
      () => this.emit({ type: 'camera' }),
    );
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
  /** The freeform feature when the chart is a freeform one opened with it (its views and drawing read it). */
  get freeform(): FreeformFeature | undefined {
    return this.options.freeform;
  }

  /** The freeform modes' tools (the registry's rows build them through this). */
  get freeformTools(): FreeformTools | undefined {
    return this.options.freeform;
  }

  get canEdit(): boolean {
    return canEdit(this.currentAccess) && (!this.document.hasMetadata || !this.document.meta.settings.locked);
  }

  /** Whether the chart can be edited in the current mode (spec §4). */
  get editable(): boolean {
    return this.canEdit && isEditable(this.currentAccess, this.currentMode);
  }

  get canUndo(): boolean {
    const own = this.tool?.ownHistory;
    if (own) return own.canUndo;
    return this.history.canUndo && this.editable;
  }

  get canRedo(): boolean {
    const own = this.tool?.ownHistory;
    if (own) return own.canRedo && modeRow(this.currentMode).redo;
    return this.history.canRedo && this.editable && modeRow(this.currentMode).redo;
  }

  /** Counts every change to the chart; sync saves while it differs from what was saved. */
  get changeCount(): number {
    return this.changes;
  }

  get camera(): Camera {
    return this.view.camera;
  }

  /** What the camera spans: the grid's cells, or a freeform chart's size with one cell per unit. */
  get extent(): GridExtent {
    return this.view.extent();
  }

  get settings(): EditorUserSettings {
    return this.userSettings;
  }

  /**
   * The bottom panel's row number ("Ga naar rij", spec §4), 0 for the first row: this viewer's own, as the chart
   * came (the server restores it into `bottomPanel.rowNumber`) until set; sync sends it with the `rowNumber` action.
   */
  get rowNumber(): number {
    if (this.chosenRowNumber !== undefined) return this.chosenRowNumber;
    return this.document.hasMetadata ? this.document.meta.settings.bottomPanel.rowNumber : 0;
  }

  setRowNumber(row: number): void {
    const next = Number.isFinite(row) ? Math.max(0, Math.trunc(row)) : 0;
    if (next === this.rowNumber) return;
    this.chosenRowNumber = next;
    this.emit({ type: 'state' });
  }

  /** The tool of the current mode, if the mode has one. */
  get tool(): Tool | undefined {
    return this.tools.get(this.currentMode);
  }

  // ---- what tools draw with (ToolContext) ----------------------------------------------------------------------

  /** The style drawCells paints (validated: an unknown style gives the default, 0). */
  get drawStyleId(): number {
    return this.validStyleId(this.document.palette.selectedStyleId);
  }

  get gridDrawCellsMagic(): boolean {
    return this.userSettings.gridDrawCellsMagic;
  }

  get clearDrawWithSameStyle(): boolean {
    return this.userSettings.clearDrawWithSameStyle;
  }

  get gridCustomLinesSnap(): number {
    return this.userSettings.gridCustomLinesSnap;
  }

  /** Cells the symbol of a style spans (1 for styles without a multi-cell symbol). */
  symbolCells(styleId: number): number {
    const style = this.document.palette.styles.find((candidate) => candidate.styleId === styleId);
    if (!style?.symbolId) return 1;
    return Math.max(1, this.options.symbolCells?.(style.symbolId) ?? 1);
  }

  /** Whether a row is worked right to left in the chart's work order (a multi-cell symbol then reaches left). */
  rowIsRightToLeft(row: number): boolean {
    if (!this.document.hasMetadata) return false;
    const meta = this.document.meta;
    const directions = workDirectionsOf(meta.settings.type, meta.gridSettings);
    return rowRunsRightToLeft(directions, this.document.rowCount, row);
  }

  beginStroke(options?: CellStrokeOptions): CellStroke {
    return new CellStroke(this.document, options);
  }

  /**
   * Records a finished stroke as one undoable change, with `also` (items the stroke takes away, such as the custom
   * lines an eraser passed) run now as part of it; in a mosaic chart the cells its rules bring along are painted
   * into the stroke first (`document/mosaic/`), so they undo with it.
   */
  commitStroke(stroke: CellStroke, name: string, also?: Invocation): void {
    applyMosaicRules(this.document, stroke);
    const step = stroke.finish();
    const redo: Invocation[] = step ? [step.redo] : [];
    const undo: Invocation[] = step ? [step.undo] : [];
    const alsoResult = also?.run(this.document);
    if (also && alsoResult) {
      redo.push(also);
      undo.unshift(alsoResult.inverse);
    }
    if (redo.length === 0) return;
    this.history.record(
      name,
      redo.length === 1 ? redo[0]! : sequence(name, redo),
      undo.length === 1 ? undo[0]! : sequence(name, undo),
    );
  }

  subscribe(listener: (event: EditorEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  setMode(mode: ChartMode): void {
    if (mode === this.currentMode) return;
    // A freeform chart has modes of its own; a grid mode (a key's drawCells) does not apply to it, nor the reverse.
    if (this.document.hasMetadata && !modeFitsChart(mode, this.document.isFreeform)) return;
    const leaving = this.tool;
    leaving?.cancel();
    if (modeRow(mode).keys.escapeReturns) this.previousMode = this.currentMode;
    this.currentMode = mode;
    leaving?.leave();
    for (const session of modeFollowers(this.sessions)) session.modeChanged(mode, !modeRow(mode).readOnly);
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
    this.options.freeformHitIndex?.dispose?.();
  }

  // ---- commands and history -----------------------------------------------------------------------------------

  /**
   * Runs a command of the table by name as one undoable change (buttons, shortcuts, menus and tests call this):
   * refused when the chart is not editable now or beyond the tier's limit (a free user is sent to the premium
   * offer), or when the command does nothing.
   */
  perform<Name extends CommandName>(name: Name, args: CommandArgs<Name>): CommandOutcome {
    return this.dispatch(commandNamed(name, this.options.freeform?.commands), args);
  }

  /** Runs a command as one undoable change; false when it did nothing or was refused (see `perform`). */
  run<Args>(command: Command<Args>, args: Args): boolean {
    return this.dispatch(command, args) === 'done';
  }

  /** The one dispatcher: editability, the tier gate, the command, the history. */
  dispatch<Args>(command: Command<Args>, args: Args): CommandOutcome {
    if (!this.editable) return 'notEditable';
    const refusal = this.admit(tierGate(command, this.document, args, this.premiumUser));
    if (refusal) return refusal;
    const redo = invoke(command, args);
    const result = redo.run(this.document);
    if (!result) return 'refused';
    this.history.record(command.name, redo, result.inverse);
    return 'done';
  }

  /** A premium edit that is not a command (the preview layer's turns and moves), through the same gate. */
  allowPremium(feature: PremiumFeature): boolean {
    return this.editable && this.admit(featureGate(feature, this.premiumUser)) === undefined;
  }

  /** What a tier verdict comes to: nothing when allowed; a free user is sent to the premium offer. */
  private admit(verdict: TierVerdict): 'premiumRequired' | 'limitReached' | undefined {
    if (verdict.kind === 'premiumRequired') {
      this.options.navigate?.(premiumOrderPath(this.chartId, verdict.premiumCode));
      return 'premiumRequired';
    }
    return verdict.kind === 'limitReached' ? 'limitReached' : undefined;
  }

  undo(): boolean {
    if (!this.canUndo) return false;
    this.tool?.cancel();
    const own = this.tool?.ownHistory;
    if (own) return this.emitAfter(own.undo());
    return this.history.undo(this.document);
  }

  redo(): boolean {
    if (!this.canRedo) return false;
    this.tool?.cancel();
    const own = this.tool?.ownHistory;
    if (own) return this.emitAfter(own.redo());
    return this.history.redo(this.document);
  }

  /** A tool's own history changed its state (not the chart): listeners look again. */
  private emitAfter(changed: boolean): boolean {
    if (changed) this.emit({ type: 'state' });
    return changed;
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

  /** Selects a style (not an undoable change) and tells the sessions that follow the choice (a picked line takes it). */
  selectStyle(styleId: number): void {
    const palette = selectStyle(this.document.palette, styleId);
    if (palette && palette !== this.document.palette) this.document.setPalette(palette);
    if (palette) for (const session of styleFollowers(this.sessions)) session.styleChosen(styleId);
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
   * Inserts rows (the `insertRows` command: a mosaic chart's rows by its rules) or columns (`insertLines`);
   * count > 0, index -1 appends; a style not in the
   * palette gives empty cells. Beyond the tier's size limit a free user is sent to the premium offer (s=34) and a
   * premium user gets nothing (spec §5).
   */
  insertLines(axis: GridAxis, index: number, count: number, styleId?: number): ResizeOutcome {
    const valid = styleId === undefined ? undefined : this.validStyleId(styleId);
    if (axis === 'rows') return resizeOutcome(this.perform('insertRows', { index, count, styleId: valid }));
    return resizeOutcome(this.perform('insertLines', { axis, index, count, styleId: valid }));
  }

  removeLines(axis: GridAxis, index: number, count: number): ResizeOutcome {
    return resizeOutcome(this.perform('removeLines', { axis, index, count }));
  }

  private get chartId(): string {
    return this.document.hasMetadata ? this.document.meta.settings.chartId : 'new';
  }

  // ---- pointer input ------------------------------------------------------------------------------------------

  /** The cell (whole numbers) under a point of the view. */
  cellAt(x: number, y: number): { column: number; row: number } {
    const cell = this.view.cellAtPoint(x, y);
    return { column: Math.floor(cell.column), row: Math.floor(cell.row) };
  }

  /** The centre of a cell in view pixels. */
  pointOfCell(column: number, row: number): { x: number; y: number } {
    return this.view.pointOfCell(column, row);
  }

  pointerDown(x: number, y: number, modifiers: PointerModifiers = {}): void {
    this.tool?.pointerDown(this.pointerInput(x, y, modifiers));
  }

  pointerMove(x: number, y: number, modifiers: PointerModifiers = {}): void {
    this.tool?.pointerMove(this.pointerInput(x, y, modifiers));
  }

  /** The pointer is over the grid's view at (x, y), pressed or not (a paste goes to the cell there). */
  pointerOver(x: number, y: number): void {
    const cell = this.cellAt(x, y);
    this.pointed = this.document.contains(cell.column, cell.row) ? cell : undefined;
    const at = this.view.cellAtPoint(x, y);
    this.pointedAt = { x: at.column, y: at.row };
  }

  /** The pointer left the grid's view: a paste is centred in the view. */
  pointerOut(): void {
    this.pointed = undefined;
    this.pointedAt = undefined;
  }

  /**
   * ctrl/cmd+V in a freeform chart, whatever its tool (issue 29): centred where the pointer last was over the view,
   * else on the middle of the chart in view (the freeform feature's `paste`).
   */
  pasteFreeform(): FreeformPasteOutcome | undefined {
    const middle = this.view.middleInView();
    return this.options.freeform?.paste(this, this.pointedAt ?? { x: middle.column, y: middle.row });
  }

  /**
   * Pastes the clipboard as a preview layer (spec §4): at the cell last pointed at over the grid, else centred in
   * the visible part of the chart (the toolbar's button and ctrl/cmd+V).
   */
  paste(): PasteOutcome {
    return this.sessions.clipboard.paste({
      pointer: this.pointed,
      centre: this.view.middleInView(),
    });
  }

  pointerUp(x: number, y: number, modifiers: PointerModifiers = {}): void {
    this.tool?.pointerUp(this.pointerInput(x, y, modifiers));
  }

  /** The pointer moved over the grid with no button pressed. */
  pointerHover(x: number, y: number, modifiers: PointerModifiers = {}): void {
    this.tool?.pointerHover(this.pointerInput(x, y, modifiers));
  }

  doubleClick(x: number, y: number, modifiers: PointerModifiers = {}): void {
    this.tool?.doubleClick(this.pointerInput(x, y, modifiers));
  }

  /** The pointer was lost: a gesture under way is undone. */
  pointerCancel(): void {
    this.tool?.cancel();
  }

  private pointerInput(x: number, y: number, modifiers: PointerModifiers): PointerInput {
    const cell = this.view.cellAtPoint(x, y);
    const column = Math.floor(cell.column);
    const row = Math.floor(cell.row);
    return {
      cellSize: this.view.cellSize(),
      column,
      row,
      x,
      y,
      withinCell: { x: cell.column - column, y: cell.row - row },
      shiftKey: modifiers.shiftKey ?? false,
      pointerType: modifiers.pointerType ?? 'mouse',
    };
  }

  // ---- keyboard -----------------------------------------------------------------------------------------------

  /** Handles a key press; true when the editor used it (the caller then prevents the browser's default). */
  keyDown(input: KeyInput): boolean {
    if (this.tool?.keyDown(input)) return true;
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
      case 'paste':
        if (this.tool?.busy) this.tool.cancel();
        if (this.document.isFreeform) this.pasteFreeform();
        else this.paste();
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

  // ---- camera (viewport/EditorCamera.ts) ----------------------------------------------------------------------

  setViewSize(viewWidth: number, viewHeight: number): void {
    this.view.setViewSize(viewWidth, viewHeight);
  }

  /** What overlays cover at the grid view's right and bottom edges, in view pixels (viewport/camera.ts). */
  setViewInsets(insets: ViewInsets): void {
    this.view.setInsets(insets);
  }

  /** Room for ruler strips left of and above the grid, in view pixels (viewport/camera.ts). */
  setViewLeading(leading: ViewLeading): void {
    this.view.setLeading(leading);
  }

  scrollTo(scrollX: number, scrollY: number): void {
    this.view.scrollTo(scrollX, scrollY);
  }

  scrollBy(dx: number, dy: number): void {
    this.view.scrollTo(this.camera.scrollX + dx, this.camera.scrollY + dy);
  }

  /** Zooms keeping the point (view pixels; the view's centre by default) in place. */
  zoomTo(zoom: number, anchorX?: number, anchorY?: number): void {
    this.view.zoomTo(zoom, anchorX, anchorY);
  }

  zoomStep(direction: 1 | -1, anchorX?: number, anchorY?: number): void {
    this.view.zoomStep(direction, anchorX, anchorY);
  }

  fitToView(): void {
    this.view.fitToView();
  }

  // ---- plumbing -----------------------------------------------------------------------------------------------

  private onDocumentChange(change: DocumentChange): void {
    if (changesChart(change)) this.changes += 1;
    if (change.type === 'gridSettings' || change.type === 'size') this.view.refreshAspect();
    if (change.type === 'freeform' && change.settings) this.view.refreshAspect();
    this.emit({ type: 'document', change });
    if (change.type === 'settings') this.emit({ type: 'state' });
  }

  private emit(event: EditorEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}

function resizeOutcome(outcome: CommandOutcome): ResizeOutcome {
  return outcome === 'refused' || outcome === 'notEditable' ? 'invalid' : outcome;
}

export interface PointerModifiers {
  readonly shiftKey?: boolean;
  readonly pointerType?: 'mouse' | 'touch' | 'pen';
}

/**
 * What tools may do, on an editor: the document, the style and shape to paint, the user settings, strokes that
 * become one undo step each, commands through the editor's dispatcher, switching modes, and scrolling.
 */
import { CellStroke } from './document/CellStroke';
import { setCells } from './document/commands/cellPatch';
import { invoke } from './document/commands/command';
import type { Editor } from './Editor';
import type { ToolContext } from './tools/Tool';

export function createToolContext(editor: Editor): ToolContext {
  return {
    get document() {
      return editor.document;
    },
    get drawStyleId() {
      return editor.validStyleId(editor.document.palette.selectedStyleId);
    },
    get drawShape() {
      return editor.drawShape;
    },
    get gridDrawCellsMagic() {
      return editor.settings.gridDrawCellsMagic;
    },
    get clearDrawWithSameStyle() {
      return editor.settings.clearDrawWithSameStyle;
    },
    get editable() {
      return editor.editable;
    },
    get canEdit() {
      return editor.canEdit;
    },
    symbolCells: (styleId) => editor.symbolCellsOfStyle(styleId),
    rowIsRightToLeft: () =>
      editor.document.hasMetadata && editor.document.meta.gridSettings.direction2 === 'rightToLeft',
    beginStroke: () => new CellStroke(editor.document),
    commitStroke(stroke, name) {
      const patches = stroke.finish();
      if (!patches) return;
      editor.history.record(name, invoke(setCells, patches.redo), invoke(setCells, patches.undo));
    },
    perform: (command, args) => editor.dispatch(command, args),
    setMode: (mode) => editor.setMode(mode),
    scrollBy: (dx, dy) => editor.scrollBy(dx, dy),
  };
}

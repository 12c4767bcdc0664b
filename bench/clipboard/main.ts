// Clipboard benchmark page: opens a chart the way the editor does (the editor's own view with its PixiJS renderer
// and the browser's own shared clipboard in localStorage), selects a 500 × 500 block, and on request of the
// Playwright driver (through `window.clipboardBench`) times a key press to its result: ctrl+C to the copy kept in
// storage, ctrl+V and R to the first frame drawn with the preview layer shown (pasted, turned). Timing code lives
// here; the app has none.
import { Editor } from '../../web/src/editor/Editor';
import type { PreviewLayer } from '../../web/src/editor/document/previewLayer';
import type { GridRenderer } from '../../web/src/editor/render/GridRenderer';
import { zoomForCellSize } from '../../web/src/editor/viewport/zoom';
import '../../web/src/editor/editor.css';
import { openBenchEditor } from '../render/openBenchEditor';

type Scene = 'fit' | 'cells8';
type Step = 'copy' | 'paste' | 'rotate';

interface ClipboardBench {
  readonly renderer: string;
  readonly editor: Editor;
  /** The renderer, for a driver that looks closer (forced frames). */
  readonly gridRenderer: GridRenderer;
  /** Select mode with the block (250, 250)–(749, 749) selected, no preview, the view as the scene says. */
  prepare(scene: Scene): { items: number };
  /**
   * Starts watching for the next keydown and the step's result: the copy written (ctrl+C), or the first frame drawn
   * with the preview layer in place (ctrl+V: shown; R: turned). Returns once the listeners are in place, so a key
   * pressed after it is seen however busy the page was.
   */
  arm(step: Step): void;
  /** Resolves with the ms from that keydown to the step's result. */
  result(): Promise<number>;
}

declare global {
  interface Window {
    clipboardBench?: Promise<ClipboardBench>;
  }
}

async function open(): Promise<ClipboardBench> {
  const { editor, renderer } = await openBenchEditor(1000);
  const gl = renderer.gl;
  const debug = gl.getExtension('WEBGL_debug_renderer_info');
  const rendererName = String(
    debug ? gl.getParameter(debug.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER),
  );
  const { preview, selection, clipboard } = editor.sessions;
  let watching: Promise<number> | undefined;

  /** The time of the next keydown (capture phase: before the editor handles it). */
  const nextKeyDown = () =>
    new Promise<number>((resolve) => {
      const onKey = (event: KeyboardEvent) => {
        window.removeEventListener('keydown', onKey, true);
        resolve(event.timeStamp);
      };
      window.addEventListener('keydown', onKey, true);
    });

  return {
    renderer: rendererName,
    editor,
    gridRenderer: renderer,
    prepare(scene) {
      preview.discard();
      editor.setMode('select');
      if (scene === 'fit') editor.fitToView();
      else {
        editor.zoomTo(zoomForCellSize(8));
        const centre = editor.pointOfCell(500, 500);
        editor.scrollBy(centre.x - editor.camera.viewWidth / 2, centre.y - editor.camera.viewHeight / 2);
      }
      selection.select({ column: 250, row: 250 }, { column: 749, row: 749 });
      const items = editor.document.items;
      return {
        items:
          items.customLines.length +
          items.halfStitches.length +
          items.quarterStitches.length +
          items.ornaments.length,
      };
    },
    arm(step) {
      watching = watch(step);
    },
    result() {
      if (!watching) return Promise.reject(new Error('arm a step first'));
      return watching;
    },
  };

  async function watch(step: Step): Promise<number> {
    const pressed = nextKeyDown();
    if (step === 'copy') {
      const copied = new Promise<number>((resolve) => {
        const stop = clipboard.subscribe(() => {
          stop();
          resolve(performance.now());
        });
      });
      const [down, done] = await Promise.all([pressed, copied]);
      return done - down;
    }
    const before: PreviewLayer | undefined = preview.layer;
    const shown = new Promise<number>((resolve) => {
      const remove = renderer.addFrameListener(() => {
        const layer = preview.layer;
        if (!layer || layer === before) return;
        remove();
        resolve(performance.now());
      });
    });
    const [down, done] = await Promise.all([pressed, shown]);
    return done - down;
  }
}

window.clipboardBench = open();

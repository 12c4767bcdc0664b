// What the rendering benchmark pages share: the chart template their drivers fill with cells, reading a pixel back
// from the renderer, the forced frames of a pan/zoom path, and the time from an input event to the frame that
// shows a change.
import {
  builtInSymbols,
  createChartState,
  createPaletteStyle,
  type ChartState,
  type Craft,
} from '@steekwerk/model';
import type { Editor } from '../../web/src/editor/Editor';
import type { GridRenderer } from '../../web/src/editor/render/GridRenderer';
import { zoomForCellSize } from '../../web/src/editor/viewport/zoom';

/** Where a pan path runs: the whole chart in view, 8 px cells, 24 px cells (with symbols). */
export type PanScene = 'fit' | 'cells8' | 'cells24';

/** The chart state template the drivers fill with rows: 40 styles, 20 plain colours and 20 with symbols. */
export function benchChartTemplate(craft: Craft): ChartState {
  const symbols = builtInSymbols.filter((symbol) => symbol.cells === 1).slice(0, 20);
  const styles = Array.from({ length: 40 }, (_, index) => {
    const hue = (index * 137) % 360;
    const probe = document.createElement('canvas').getContext('2d');
    if (probe) probe.fillStyle = `hsl(${hue} 55% ${index < 20 ? 50 : 80}%)`;
    return createPaletteStyle(index + 1, {
      colorBackground: probe ? String(probe.fillStyle) : '#bf3f3f',
      symbolId: index < 20 ? '' : (symbols[index - 20]?.symbolId ?? ''),
    });
  });
  return createChartState({ craft, type: 'colors', size: { columnCount: 1, rowCount: 1 }, rows: '', styles });
}

/** The colour at a point of the view (CSS pixels) in the drawing buffer, as `r,g,b`. */
export function readPixelText(renderer: GridRenderer, x: number, y: number): string {
  const gl = renderer.gl;
  const pixel = new Uint8Array(4);
  const ratio = window.devicePixelRatio || 1;
  gl.readPixels(
    Math.round(x * ratio),
    gl.drawingBufferHeight - 1 - Math.round(y * ratio),
    1,
    1,
    gl.RGBA,
    gl.UNSIGNED_BYTE,
    pixel,
  );
  return Array.from(pixel.subarray(0, 3)).join(',');
}

/** The WebGL renderer's name (the drivers check that it is SwiftShader). */
export function webGlRendererName(renderer: GridRenderer): string {
  const gl = renderer.gl;
  const debug = gl.getExtension('WEBGL_debug_renderer_info');
  return String(debug ? gl.getParameter(debug.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
}

/**
 * Forced frames (each with a 1-pixel readback) over the pan path of a scene, after 10 to warm up: sorted durations
 * in ms. The same path every time, so variants measured alike compare.
 */
export function panFrames(editor: Editor, renderer: GridRenderer, scene: PanScene, count: number): number[] {
  if (scene === 'fit') editor.fitToView();
  else editor.zoomTo(zoomForCellSize(scene === 'cells8' ? 8 : 24));
  editor.scrollTo(400, 400);
  const durations: number[] = [];
  for (let index = 0; index < count + 10; index += 1) {
    editor.scrollBy(index % 2 === 0 ? 37 : -29, index % 3 === 0 ? 23 : -17);
    // The same zoom steps both times: every fifth frame one step in or out.
    if (index % 5 === 4 && scene !== 'fit') {
      editor.zoomTo(zoomForCellSize((scene === 'cells8' ? 8 : 24) + (index % 10 === 4 ? 1 : 0)));
    }
    const start = performance.now();
    renderer.render();
    readPixelText(renderer, 20 + (index % 50), 20);
    if (index >= 10) durations.push(performance.now() - start);
  }
  return durations.sort((a, b) => a - b);
}

/**
 * Resolves with the ms from the next `pointerup` to the first frame whose pixel at (x, y) (view CSS pixels) differs
 * from what it is now.
 */
export function watchPixelAfterPointerUp(renderer: GridRenderer, x: number, y: number): Promise<number> {
  const before = readPixelText(renderer, x, y);
  return new Promise((resolve) => {
    let upAt = 0;
    const onUp = (event: PointerEvent) => {
      upAt = event.timeStamp;
      window.removeEventListener('pointerup', onUp, true);
    };
    window.addEventListener('pointerup', onUp, true);
    const remove = renderer.addFrameListener(() => {
      if (!upAt) return;
      if (readPixelText(renderer, x, y) !== before) {
        remove();
        resolve(performance.now() - upAt);
      }
    });
  });
}

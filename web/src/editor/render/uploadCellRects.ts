/**
 * Uploads rectangles of a cell texture with texSubImage2D straight from the document's row-major cells
 * (`UNPACK_ROW_LENGTH` and `UNPACK_SKIP_*` pick the rectangle; nothing is copied).
 */
import type { BufferImageSource, WebGLRenderer } from 'pixi.js';
import type { CellRect } from '../document/ChartDocument';

export function uploadCellRects(
  renderer: WebGLRenderer,
  source: BufferImageSource,
  cells: Uint8Array,
  columnCount: number,
  rects: readonly CellRect[],
): void {
  if (rects.length === 0) return;
  const gl = renderer.gl;
  // Creates and fully uploads the texture if this is its first use, and binds it to unit 0. PixiJS activates a
  // unit only when it changes what is bound there, so the active unit is read after binding (it is the one
  // PixiJS believes active), unit 0 activated for the upload, and the other one restored afterwards.
  renderer.texture.bindSource(source, 0);
  const activeUnit = gl.getParameter(gl.ACTIVE_TEXTURE) as number;
  gl.activeTexture(gl.TEXTURE0);
  const glTexture = renderer.texture.getGlSource(source);
  gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
  gl.pixelStorei(gl.UNPACK_ROW_LENGTH, columnCount);
  for (const rect of rects) {
    gl.pixelStorei(gl.UNPACK_SKIP_PIXELS, rect.x);
    gl.pixelStorei(gl.UNPACK_SKIP_ROWS, rect.y);
    gl.texSubImage2D(
      gl.TEXTURE_2D,
      0,
      rect.x,
      rect.y,
      rect.width,
      rect.height,
      glTexture.format,
      glTexture.type,
      cells,
    );
  }
  gl.pixelStorei(gl.UNPACK_ROW_LENGTH, 0);
  gl.pixelStorei(gl.UNPACK_SKIP_PIXELS, 0);
  gl.pixelStorei(gl.UNPACK_SKIP_ROWS, 0);
  gl.activeTexture(activeUnit);
}

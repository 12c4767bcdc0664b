import { useEffect, useRef, useState } from 'react';
import { nl } from '../../i18n/nl';
import type { Editor } from '../Editor';
import { placeGrid } from '../viewport/camera';
import type { PreviewLayer } from '../document/previewLayer';

/** The layer's cells as pixels: each style's background colour, transparent where the chart shows through. */
function layerPixels(
  layer: PreviewLayer,
  colours: ReadonlyMap<number, readonly [number, number, number]>,
): ImageData {
  const image = new ImageData(layer.columnCount, layer.rowCount);
  layer.cells.forEach((styleId, index) => {
    const colour = styleId === 0 ? undefined : colours.get(styleId);
    if (colour) image.data.set([colour[0], colour[1], colour[2], 255], index * 4);
  });
  return image;
}

function styleColours(editor: Editor): Map<number, [number, number, number]> {
  return new Map(
    editor.document.palette.styles.map((style) => {
      const value = Number.parseInt(style.colorBackground.slice(1), 16);
      return [style.styleId, [(value >> 16) & 255, (value >> 8) & 255, value & 255]];
    }),
  );
}

/**
 * Draws the preview tool's layer (text to grid; later paste and picture import) over the grid: its cells in their styles' colours, scaled to the camera
 * without smoothing, inside a dashed frame. A 2D canvas the size of the view (the layer is small: one image, never
 * a rectangle per cell); it takes no pointer input, the preview tool does.
 */
export function PreviewLayerOverlay({ editor }: { editor: Editor }) {
  const [showing, setShowing] = useState(editor.sessions.preview.layer !== undefined);
  useEffect(() => editor.sessions.preview.subscribe((layer) => setShowing(layer !== undefined)), [editor]);
  // Only while a layer shows: the grid keeps a single canvas otherwise.
  return showing ? <LayerCanvas editor={editor} /> : null;
}

function LayerCanvas({ editor }: { editor: Editor }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    let pixels: { layer: PreviewLayer; bitmap: HTMLCanvasElement } | undefined;
    const draw = () => {
      const layer = editor.sessions.preview.layer;
      const { viewWidth, viewHeight } = editor.camera;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(viewWidth * ratio);
      canvas.height = Math.round(viewHeight * ratio);
      canvas.style.width = `${viewWidth}px`;
      canvas.style.height = `${viewHeight}px`;
      canvas.dataset.layer = layer ? `${layer.x},${layer.y},${layer.columnCount},${layer.rowCount}` : '';
      const context = canvas.getContext('2d');
      if (!context || !layer) return;
      if (pixels?.layer.cells !== layer.cells) {
        const bitmap = document.createElement('canvas');
        bitmap.width = layer.columnCount;
        bitmap.height = layer.rowCount;
        bitmap.getContext('2d')?.putImageData(layerPixels(layer, styleColours(editor)), 0, 0);
        pixels = { layer, bitmap };
      }
      const placement = placeGrid(editor.camera, editor.document);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.imageSmoothingEnabled = false;
      const x = placement.originX + layer.x * placement.cellWidth;
      const y = placement.originY + layer.y * placement.cellHeight;
      const width = layer.columnCount * placement.cellWidth;
      const height = layer.rowCount * placement.cellHeight;
      context.globalAlpha = 0.9;
      context.drawImage(pixels.bitmap, x, y, width, height);
      context.globalAlpha = 1;
      context.setLineDash([5, 5]);
      context.strokeStyle = '#00f';
      context.lineWidth = 2;
      context.strokeRect(x - 1, y - 1, width + 2, height + 2);
    };
    draw();
    const stopLayer = editor.sessions.preview.subscribe(draw);
    const stopEditor = editor.subscribe((event) => {
      if (event.type === 'camera' || (event.type === 'document' && event.change.type !== 'cells')) {
        pixels = undefined;
        draw();
      }
    });
    return () => {
      stopLayer();
      stopEditor();
    };
  }, [editor]);
  return (
    <canvas
      ref={canvasRef}
      className="grid-viewport__preview"
      aria-label={nl.textToGrid.layerLabel}
      role="img"
    />
  );
}

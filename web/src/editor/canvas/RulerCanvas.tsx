import { useEffect, useRef } from 'react';
import type { Editor } from '../Editor';
import { visibleRulerNumbers, type RulerAxis } from '../render/rulerLabels';
import { placeGrid } from '../viewport/camera';

interface RulerCanvasProps {
  readonly editor: Editor;
  readonly axis: RulerAxis;
  readonly dark: boolean;
}

/** Pixels a ruler label needs along the ruler before the next one may follow. */
const labelSpacing = { columns: 40, rows: 14 } as const;

/**
 * The side ruler: row numbers beside the grid (axis rows) or column numbers below it (axis columns), drawn on a
 * small 2D canvas for the visible lines only, following the camera without React re-rendering.
 */
export function RulerCanvas({ editor, axis, dark }: RulerCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    let frame = 0;
    const draw = () => {
      frame = 0;
      // A software canvas: on SwiftShader an accelerated 2D canvas costs far more per draw (performance notes).
      const context = canvas.getContext('2d', { willReadFrequently: true });
      const document = editor.document;
      if (!context || !document.hasMetadata) return;
      const ratio = window.devicePixelRatio || 1;
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
      if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.clearRect(0, 0, width, height);
      context.fillStyle = dark ? '#cccccc' : '#444444';
      context.font = '11px "Helvetica Neue", Helvetica, Arial, sans-serif';
      const placement = placeGrid(editor.camera, document);
      const along = axis === 'rows' ? placement.cellHeight : placement.cellWidth;
      const origin = axis === 'rows' ? placement.originY : placement.originX;
      const length = axis === 'rows' ? height : width;
      const count = axis === 'rows' ? document.rowCount : document.columnCount;
      const first = Math.floor(-origin / along);
      const last = Math.ceil((length - origin) / along);
      const every = Math.max(1, Math.ceil(labelSpacing[axis] / along));
      const numbers = visibleRulerNumbers(document.meta.gridSettings.ruler, axis, first, last, count);
      context.textAlign = axis === 'rows' ? 'left' : 'center';
      context.textBaseline = 'middle';
      for (const [index, value] of numbers) {
        if (value % every !== 0 && every > 1) continue;
        const centre = origin + (index + 0.5) * along;
        if (axis === 'rows') context.fillText(String(value), 4, centre);
        else context.fillText(String(value), centre, height / 2);
      }
    };
    const request = () => {
      if (!frame) frame = requestAnimationFrame(draw);
    };
    const resize = new ResizeObserver(request);
    resize.observe(canvas);
    const unsubscribe = editor.subscribe((event) => {
      if (event.type === 'camera' || (event.type === 'document' && event.change.type !== 'cells')) request();
    });
    request();
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      unsubscribe();
    };
  }, [editor, axis, dark]);

  return <canvas ref={canvasRef} className={`ruler ruler--${axis}`} aria-hidden="true" />;
}

import { useEffect, useRef } from 'react';
import type { Editor } from '../Editor';
import { rulerSides, type RulerSide } from '@steekwerk/model';
import { chartRuler, rulerLabels, rulerStripOffset, type RulerAxis } from '../render/rulerLabels';
import { noInsets, placeGrid, rulerSpace } from '../viewport/camera';

interface RulerCanvasProps {
  readonly editor: Editor;
  readonly axis: RulerAxis;
  /** The side of the grid: `start` left of (rows) or above (columns) it, `end` right of or below it. */
  readonly side: RulerSide;
  readonly dark: boolean;
}

/** Pixels a ruler label needs along the ruler before the next one may follow. */
const labelSpacing = { columns: 40, rows: 14 } as const;

/** The strip's thickness across the ruler: the room the camera keeps for it. */
const thickness = { rows: rulerSpace.right, columns: rulerSpace.bottom } as const;

/** The grid view's clear colour (gridTheme), so that a strip over the grid's edge reads as the view's margin. */
const stripColour = { light: 'rgba(244, 244, 244, 0.92)', dark: 'rgba(27, 27, 27, 0.92)' } as const;

/**
 * A ruler strip over the grid view: row numbers left or right of the grid (axis rows) or column numbers above or
 * below it (axis columns), on a small 2D canvas that hugs the grid's edge (kept inside the view when the grid runs
 * past it), drawn for the visible lines only, following the camera without React re-rendering. The numbers come
 * from model's one numbering of the chart's ruler; a side the ruler does not show stays empty and hidden.
 * `data-labels` lists the drawn "index:number" pairs (tests and e2e read them).
 */
export function RulerCanvas({ editor, axis, side, dark }: RulerCanvasProps) {
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
      const camera = editor.camera;
      const placement = placeGrid(camera, document);
      const view = { width: camera.viewWidth, height: camera.viewHeight };
      const width = axis === 'rows' ? thickness.rows : Math.max(1, Math.round(view.width));
      const height = axis === 'rows' ? Math.max(1, Math.round(view.height)) : thickness.columns;
      // The strip stays above (left of) an overlay at the view's edge, where the content leaves room for both.
      const insets = camera.insets ?? noInsets;
      const clearView = { width: view.width - insets.right, height: view.height - insets.bottom };
      const ruler = chartRuler(document.meta.settings.craft, document.meta.gridSettings.ruler);
      const offset = rulerStripOffset(axis, placement, document, clearView, thickness[axis], side);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
      canvas.style.transform = axis === 'rows' ? `translateX(${offset}px)` : `translateY(${offset}px)`;
      const ratio = window.devicePixelRatio || 1;
      if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
      if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.clearRect(0, 0, width, height);
      context.fillStyle = dark ? stripColour.dark : stripColour.light;
      context.fillRect(0, 0, width, height);
      context.fillStyle = dark ? '#cccccc' : '#444444';
      context.font = '11px "Helvetica Neue", Helvetica, Arial, sans-serif';
      const along = axis === 'rows' ? placement.cellHeight : placement.cellWidth;
      const origin = axis === 'rows' ? placement.originY : placement.originX;
      const length = axis === 'rows' ? height : width;
      const count = axis === 'rows' ? document.rowCount : document.columnCount;
      const visible = {
        first: Math.floor(-origin / along),
        last: Math.ceil((length - origin) / along),
        count,
      };
      const labels = rulerLabels(ruler, axis, visible, along, labelSpacing[axis], side);
      canvas.hidden = !rulerSides(ruler, axis).includes(side);
      context.textAlign = axis === 'rows' ? 'left' : 'center';
      context.textBaseline = 'middle';
      for (const [index, value] of labels) {
        const centre = origin + (index + 0.5) * along;
        if (axis === 'rows') context.fillText(String(value), 4, centre);
        else context.fillText(String(value), centre, height / 2);
      }
      canvas.dataset.offset = String(offset);
      canvas.dataset.labels = labels.map(([index, value]) => `${index}:${value}`).join(' ');
    };
    const request = () => {
      if (!frame) frame = requestAnimationFrame(draw);
    };
    const unsubscribe = editor.subscribe((event) => {
      if (event.type === 'camera' || (event.type === 'document' && event.change.type !== 'cells')) request();
    });
    request();
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, [editor, axis, side, dark]);

  return (
    <canvas
      ref={canvasRef}
      className={`ruler ruler--${axis} ruler--${side}`}
      data-side={side}
      aria-hidden="true"
    />
  );
}

/**
 * The main-colour column (grid setting `mainColorColumn`, issue 27): beside the grid, left (in the grid's margin)
 * and/or right (at the outer edge of the row ruler's strip), a small square per row in the row's main colour
 * (`mainStyleOfRow`), as Stitch Fiddle draws it for two-colour knitting. Drawn on a small 2D canvas for the visible
 * rows only, following the camera and the cells without React re-rendering. The PNG and the PDF draw the same
 * squares from the same `mainStyleOfRow` (model; docs/decisions/files-and-print.md).
 */
import { mainColorSides, mainStyleOfRow } from '@steekwerk/model';
import { useEffect, useRef } from 'react';
import type { Editor } from '../Editor';
import { rulerStripOffset } from '../render/rulerLabels';
import { gridMargin, noInsets, placeGrid, rulerSpace } from '../viewport/camera';
import './workDirections.css';

/** The column's width in view pixels. */
const columnWidth = 6;

export function MainColorColumn({
  editor,
  side,
}: {
  readonly editor: Editor;
  readonly side: 'left' | 'right';
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    let frame = 0;
    const draw = () => {
      frame = 0;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      const document = editor.document;
      if (!context || !document.hasMetadata) return;
      const shown = mainColorSides(document.meta.gridSettings.mainColorColumn).includes(side);
      canvas.hidden = !shown;
      if (!shown) return;
      const camera = editor.camera;
      const placement = placeGrid(camera, document);
      const insets = camera.insets ?? noInsets;
      const clearView = { width: camera.viewWidth - insets.right, height: camera.viewHeight - insets.bottom };
      const x =
        side === 'left'
          ? placement.originX - gridMargin + 1
          : rulerStripOffset('rows', placement, document, clearView, rulerSpace.right) +
            rulerSpace.right -
            columnWidth -
            2;
      const height = Math.max(1, Math.round(camera.viewHeight));
      canvas.style.width = `${columnWidth}px`;
      canvas.style.height = `${height}px`;
      canvas.style.transform = `translateX(${x}px)`;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(columnWidth * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.clearRect(0, 0, columnWidth, height);
      const along = placement.cellHeight;
      const first = Math.max(0, Math.floor(-placement.originY / along));
      const last = Math.min(document.rowCount - 1, Math.ceil((height - placement.originY) / along));
      const colours = new Map(
        document.meta.palette.styles.map((style) => [style.styleId, style.colorBackground]),
      );
      const shownRows: string[] = [];
      for (let row = first; row <= last; row += 1) {
        const styleId = mainStyleOfRow(document.cells, document.columnCount, row);
        const colour = colours.get(styleId);
        if (!colour) continue;
        context.fillStyle = colour;
        const top = placement.originY + row * along;
        context.fillRect(0, top + 0.5, columnWidth, Math.max(1, along - 1));
        context.strokeStyle = 'rgba(0, 0, 0, 0.35)';
        context.strokeRect(0.5, top + 1, columnWidth - 1, Math.max(1, along - 2));
        shownRows.push(`${row}:${styleId}`);
      }
      canvas.dataset.rows = shownRows.join(' ');
    };
    const request = () => {
      if (!frame) frame = requestAnimationFrame(draw);
    };
    const unsubscribe = editor.subscribe((event) => {
      if (event.type === 'camera' || event.type === 'document') request();
    });
    request();
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, [editor, side]);

  return (
    <canvas ref={canvasRef} className={`main-color-column main-color-column--${side}`} aria-hidden="true" />
  );
}

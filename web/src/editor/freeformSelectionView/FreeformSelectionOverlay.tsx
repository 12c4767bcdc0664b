import { useEffect, useState } from 'react';
import { freeformSelectionTexts } from '../../i18n/nlFreeformSelection';
import type { Editor } from '../Editor';
import { overlayShapes, type OverlayShapes } from './overlayShapes';
import { freeformSessionOf } from './sessionOf';
import './freeformSelection.css';

const texts = freeformSelectionTexts;

/** The shapes to draw now, from the session and the camera. */
function currentShapes(editor: Editor): OverlayShapes & { count: number } {
  const session = freeformSessionOf(editor);
  const origin = editor.pointOfCell(0, 0);
  const next = editor.pointOfCell(1, 1);
  const pixelsPerUnit = next.x - origin.x;
  const toView = (point: { x: number; y: number }) => ({
    x: origin.x + (point.x - 0.5) * pixelsPerUnit,
    y: origin.y + (point.y - 0.5) * (next.y - origin.y),
  });
  const symbols = session.symbols;
  return {
    ...overlayShapes({
      symbols,
      box: session.box,
      band: session.rubberBand,
      showHandles: editor.editable,
      toView,
      pixelsPerUnit,
    }),
    count: symbols.length,
  };
}

/**
 * The selection of a freeform chart drawn over the chart (issue 29): each selected symbol's outline, the box
 * around them with its scale handles and rotate handle, and the rubber band — as SVG over the canvas, taking no
 * pointer input (the select tool does). While a move, turn or scale is dragged it shows where the symbols would go.
 * `data-count` tells tests and assistive technology how many symbols are selected.
 */
export function FreeformSelectionOverlay({ editor }: { editor: Editor }) {
  const [shapes, setShapes] = useState(() => currentShapes(editor));
  useEffect(() => {
    let frame = 0;
    const refresh = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setShapes(currentShapes(editor));
      });
    };
    const stopSession = freeformSessionOf(editor).subscribe(refresh);
    const stopEditor = editor.subscribe((event) => {
      if (event.type === 'camera' || event.type === 'document' || event.type === 'state') refresh();
    });
    return () => {
      cancelAnimationFrame(frame);
      stopSession();
      stopEditor();
    };
  }, [editor]);
  if (shapes.count === 0 && !shapes.band) return null;
  return (
    <svg
      className="freeform-selection"
      role="img"
      aria-label={texts.count(shapes.count)}
      data-count={shapes.count}
      data-box={shapes.box ? `${shapes.box.x},${shapes.box.y},${shapes.box.width},${shapes.box.height}` : ''}
    >
      {shapes.outlines && <path className="freeform-selection__outline" d={shapes.outlines} />}
      {shapes.box && <rect className="freeform-selection__box" {...shapes.box} />}
      {shapes.rotateHandle && (
        <>
          <line
            className="freeform-selection__stem"
            x1={shapes.rotateHandle.stemX}
            y1={shapes.rotateHandle.stemY}
            x2={shapes.rotateHandle.x}
            y2={shapes.rotateHandle.y}
          />
          <circle
            className="freeform-selection__handle freeform-selection__rotate"
            cx={shapes.rotateHandle.x}
            cy={shapes.rotateHandle.y}
            r={shapes.rotateHandle.r}
          />
        </>
      )}
      {shapes.scaleHandles.map((handle, index) => (
        <rect
          key={index}
          className="freeform-selection__handle"
          x={handle.x}
          y={handle.y}
          width={handle.size}
          height={handle.size}
        />
      ))}
      {shapes.band && <rect className="freeform-selection__band" {...shapes.band} />}
    </svg>
  );
}

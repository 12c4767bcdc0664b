import type { RoundGuide } from '@steekwerk/model';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { roundGuideTexts } from '../../i18n/nlRoundGuide';
import type { Editor } from '../Editor';
import { roundGuidesOf } from '../document/freeform/chosenGuide';
import { centreAfterKey, draggedCentre } from './centreDrag';
import { moveGuideCentre } from './guideActions';
import { viewOfChart } from './viewOfChart';

type Point = { readonly x: number; readonly y: number };

interface GuideCentreHandleProps {
  readonly editor: Editor;
  readonly guide: RoundGuide;
  /** The handle's place in view pixels (where the drag shows it). */
  readonly at: Point;
  /** The centre shown while a drag lasts; undefined when it ends or is cancelled. */
  readonly onDrag: (centre: Point | undefined) => void;
}

/**
 * The chosen guide's centre handle on the overlay: dragged, the guide follows (drawn, not applied) and the release
 * moves its centre as one undo step; arrow keys move it 1 unit (10 with shift), each one step. The stitches stay.
 */
export function GuideCentreHandle({ editor, guide, at, onDrag }: GuideCentreHandleProps) {
  const dragged = useRef<Point | undefined>(undefined);
  const centreAt = (event: PointerEvent<SVGElement>): Point | undefined => {
    const svg = event.currentTarget.ownerSVGElement;
    const box = svg?.getBoundingClientRect() ?? { left: 0, top: 0 };
    const view = { x: event.clientX - box.left, y: event.clientY - box.top };
    return draggedCentre(viewOfChart(editor).toChart, view, editor.document.meta.freeform.size);
  };
  const end = () => {
    dragged.current = undefined;
    onDrag(undefined);
  };
  const onPointerDown = (event: PointerEvent<SVGElement>) => {
    if (!editor.editable || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.stopPropagation();
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragged.current = { x: guide.centerX, y: guide.centerY };
    onDrag(dragged.current);
  };
  const onPointerMove = (event: PointerEvent<SVGElement>) => {
    if (!dragged.current) return;
    const centre = centreAt(event);
    if (!centre) return;
    dragged.current = centre;
    onDrag(centre);
  };
  const onPointerUp = (event: PointerEvent<SVGElement>) => {
    if (!dragged.current) return;
    const centre = centreAt(event) ?? dragged.current;
    end();
    if (centre.x !== guide.centerX || centre.y !== guide.centerY) {
      moveGuideCentre(editor, guide.guideId, centre.x, centre.y);
    }
  };
  const onKeyDown = (event: KeyboardEvent<SVGElement>) => {
    const size = editor.document.meta.freeform.size;
    // The guide as it is now: keys may repeat faster than the drawing follows.
    const now = roundGuidesOf(editor.document).find((each) => each.guideId === guide.guideId) ?? guide;
    const next = centreAfterKey({ x: now.centerX, y: now.centerY }, event.key, event.shiftKey, size);
    if (!next) return;
    event.preventDefault();
    event.stopPropagation();
    if (editor.editable) moveGuideCentre(editor, guide.guideId, next.x, next.y);
  };
  return (
    <circle
      className="round-guide__centre"
      cx={at.x}
      cy={at.y}
      r={7}
      role="button"
      tabIndex={0}
      aria-label={roundGuideTexts.centreHandle}
      data-guide-centre={`${guide.centerX},${guide.centerY}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={end}
      onLostPointerCapture={() => {
        if (dragged.current) end();
      }}
      onKeyDown={onKeyDown}
    />
  );
}

import { useEffect, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { Editor } from '../Editor';
import { hoverCell } from '../render/hoverCell';
import { placeGrid } from '../viewport/camera';
import { createCellBox } from './cellBox';

interface Pointer {
  readonly x: number;
  readonly y: number;
  readonly pointerType: string;
}

/**
 * The outline of the cell under the pointer in the drawing modes (rule: render/hoverCell.ts): a box over the grid
 * that follows the pointer, the camera and the mode, gone when the pointer leaves. The grid element's
 * `data-hover-cell` says which cell it outlines ("column,row"), for tests.
 */
export function useHoverOutline(
  editor: Editor,
  hostRef: RefObject<HTMLDivElement | null>,
): { readonly move: (event: ReactPointerEvent) => void; readonly leave: () => void } {
  const pointer = useRef<Pointer | undefined>(undefined);
  const update = useRef<() => void>(() => undefined);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const outline = createCellBox(host, {
      className: 'grid-viewport__hover',
      border: '2px solid #1f6feb',
      boxShadow: 'inset 0 0 0 1px #ffffff, 0 0 0 1px #ffffff',
      minimumSide: 4,
    });
    update.current = () => {
      const at = pointer.current;
      const cell =
        at &&
        hoverCell({
          mode: editor.mode,
          editable: editor.editable,
          pointerType: at.pointerType,
          x: at.x,
          y: at.y,
          placement: placeGrid(editor.camera, editor.document),
          grid: editor.document,
        });
      if (!cell) {
        outline.hide();
        delete host.dataset.hoverCell;
        return;
      }
      outline.show(cell);
      host.dataset.hoverCell = `${cell.column},${cell.row}`;
    };
    const unsubscribe = editor.subscribe((event) => {
      if (event.type === 'camera' || event.type === 'state' || event.type === 'document') update.current();
    });
    return () => {
      unsubscribe();
      outline.remove();
      delete host.dataset.hoverCell;
      update.current = () => undefined;
    };
  }, [editor, hostRef]);

  return {
    move: (event) => {
      const bounds = event.currentTarget.getBoundingClientRect();
      pointer.current = {
        x: event.clientX - bounds.left,
        y: event.clientY - bounds.top,
        pointerType: event.pointerType,
      };
      update.current();
    },
    leave: () => {
      pointer.current = undefined;
      update.current();
    },
  };
}

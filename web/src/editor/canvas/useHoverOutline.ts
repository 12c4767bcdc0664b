import { useEffect, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { Editor } from '../Editor';
import { hoverCell } from '../render/hoverCell';
import { placeGrid } from '../viewport/camera';

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
    const outline = document.createElement('div');
    outline.className = 'grid-viewport__hover';
    Object.assign(outline.style, {
      position: 'absolute',
      top: '0',
      left: '0',
      display: 'none',
      boxSizing: 'border-box',
      border: '2px solid #1f6feb',
      boxShadow: 'inset 0 0 0 1px #ffffff, 0 0 0 1px #ffffff',
      pointerEvents: 'none',
    });
    host.append(outline);
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
        outline.style.display = 'none';
        delete host.dataset.hoverCell;
        return;
      }
      outline.style.display = 'block';
      outline.style.width = `${Math.max(4, cell.width)}px`;
      outline.style.height = `${Math.max(4, cell.height)}px`;
      outline.style.transform = `translate(${cell.left}px, ${cell.top}px)`;
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

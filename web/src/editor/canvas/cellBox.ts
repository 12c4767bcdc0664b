/** A box over the grid that outlines one cell (the hover outline, the keyboard cursor): made hidden, shown on a cell. */
export interface CellBoxLook {
  readonly className: string;
  readonly border: string;
  readonly boxShadow: string;
  /** The smallest side in CSS pixels, so that the box stays seen on tiny cells. */
  readonly minimumSide: number;
}

export interface CellBox {
  show(cell: { left: number; top: number; width: number; height: number }): void;
  hide(): void;
  remove(): void;
}

/** Adds a hidden box to `host` (the grid), drawn with `look`, that never takes the pointer. */
export function createCellBox(host: HTMLElement, look: CellBoxLook): CellBox {
  const box = document.createElement('div');
  box.className = look.className;
  Object.assign(box.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    display: 'none',
    boxSizing: 'border-box',
    border: look.border,
    boxShadow: look.boxShadow,
    pointerEvents: 'none',
  });
  host.append(box);
  return {
    show(cell) {
      box.style.display = 'block';
      box.style.width = `${Math.max(look.minimumSide, cell.width)}px`;
      box.style.height = `${Math.max(look.minimumSide, cell.height)}px`;
      box.style.transform = `translate(${cell.left}px, ${cell.top}px)`;
    },
    hide() {
      box.style.display = 'none';
    },
    remove() {
      box.remove();
    },
  };
}

/** The pictures of the freeform selection bar's buttons (24 × 24, strokes), by action. */
export const barIcons = {
  rotateLeft: 'M4 4v6h6 M4.6 10A8 8 0 1 1 6 16.5',
  rotateRight: 'M20 4v6h-6 M19.4 10A8 8 0 1 0 18 16.5',
  grow: 'M4 10V4h6 M20 14v6h-6 M4 4l6 6 M20 20l-6-6',
  shrink: 'M10 4v6H4 M14 20v-6h6 M4 4l6 6 M20 20l-6-6',
  forward: 'M12 20V6 M6 12l6-6 6 6',
  backward: 'M12 4v14 M6 12l6 6 6-6',
  toFront: 'M12 21V9 M6 15l6-6 6 6 M4 4h16',
  toBack: 'M12 3v12 M6 9l6 6 6-6 M4 20h16',
  left: 'M4 3v18 M8 7h12 M8 15h7',
  centre: 'M12 3v18 M6 7h12 M8 15h8',
  right: 'M20 3v18 M4 7h12 M9 15h7',
  top: 'M3 4h18 M7 8v12 M15 8v7',
  middle: 'M3 12h18 M7 6v12 M15 8v8',
  bottom: 'M3 20h18 M7 4v12 M15 9v7',
  horizontal: 'M4 3v18 M20 3v18 M10 7v10 M14 7v10',
  vertical: 'M3 4h18 M3 20h18 M7 10h10 M7 14h10',
} as const;

/** Example charts made from formulas: patterns whose geometry is easier to state than to draw. */
import { fromRule, type ExampleChart } from './exampleChart';

/** Breien: a Fair Isle band — peeries, snowflake stars and chevrons in navy and red on cream. */
export function fairIsleBand(): ExampleChart {
  const columnCount = 33;
  const star = (column: number, row: number) => {
    const across = Math.abs((column % 11) - 5);
    const down = Math.abs(row - 5);
    if (Math.max(across, down) > 4) return false;
    return (
      across === 0 || down === 0 || across === down || across + down <= 1 || (across === 4 && down === 2)
    );
  };
  const bands: ((column: number) => string)[] = [
    () => 'R',
    (column) => (column % 4 === 1 ? 'N' : 'C'),
    (column) => (column % 4 === 3 ? 'C' : 'N'),
    (column) => (column % 4 === 1 ? 'N' : 'C'),
    () => 'R',
    () => 'C',
    ...Array.from({ length: 11 }, (_, row) => (column: number) => (star(column, row) ? 'N' : 'C')),
    () => 'C',
    () => 'R',
    ...Array.from({ length: 4 }, (_, row) => (column: number) => {
      const place = column % 6;
      return place === row || 6 - place === row || (row === 0 && place === 0) ? 'R' : 'C';
    }),
    () => 'N',
  ];
  return fromRule(
    'knitting',
    'Fair Isle-rand met sterren',
    { columnCount, rowCount: bands.length },
    { C: '#f3ead8', N: '#1f3a5f', R: '#b3282d' },
    (column, row) => bands[row]!(column),
  );
}

/** Haken: a heart for corner-to-corner crochet, with a darker edge. */
export function c2cHeart(): ExampleChart {
  const columnCount = 25;
  const rowCount = 23;
  const inside = (column: number, row: number) => {
    const x = (column - (columnCount - 1) / 2) / 9.5;
    const y = ((rowCount - 1) / 2 - row) / 9.5 + 0.15;
    return (x * x + y * y - 1) ** 3 - x * x * y ** 3 <= 0;
  };
  return fromRule(
    'crochet',
    'Hart voor C2C-haakwerk',
    { columnCount, rowCount },
    { B: '#fbe3ea', H: '#e23d6d', E: '#9e1c45', L: '#ffb3c7' },
    (column, row) => {
      if (!inside(column, row)) return 'B';
      const edge = [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ].some(([dx, dy]) => !inside(column + dx!, row + dy!));
      if (edge) return 'E';
      const highlight = (column - 7) ** 2 + (row - 6) ** 2 <= 4;
      return highlight ? 'L' : 'H';
    },
  );
}

/** Diamond painting: a sunset over the sea behind two mountains. */
export function sunset(): ExampleChart {
  const columnCount = 36;
  const rowCount = 28;
  const horizon = 17;
  const sky = ['P', 'P', 'M', 'M', 'M', 'O', 'O', 'O', 'A', 'A', 'A', 'Y', 'Y', 'Y', 'Y', 'Y', 'Y'];
  return fromRule(
    'diamondPainting',
    'Zonsondergang boven zee',
    { columnCount, rowCount },
    {
      P: '#3b2a6b',
      M: '#8a3b7a',
      O: '#e0614a',
      A: '#f29a4a',
      Y: '#f7c85c',
      S: '#fff1a8',
      D: '#2a1f45',
      W: '#1d4e7a',
      V: '#163a5c',
      G: '#f5b24e',
    },
    (column, row) => {
      if (row < horizon) {
        const mountain = row >= 9 + Math.abs(column - 6) * 0.8 || row >= 11 + Math.abs(column - 30) * 0.7;
        if (mountain) return 'D';
        if ((column - 18) ** 2 + (row - 14) ** 2 <= 36) return 'S';
        return sky[row]!;
      }
      const depth = row - horizon;
      const glitter = Math.abs(column - 18) <= 6 - depth / 2 && (column + row) % 3 !== 0;
      if (glitter) return 'G';
      return (column + depth * 2) % 7 === 0 ? 'V' : 'W';
    },
  );
}

/** Knoopkussen: a rainbow with two clouds. */
export function rainbow(): ExampleChart {
  const columnCount = 36;
  const rowCount = 22;
  const bands = ['R', 'O', 'Y', 'G', 'B', 'V'];
  const clouds = [
    [7, 19, 4.2],
    [3.5, 20, 3],
    [11, 20.5, 3],
    [29, 19, 4.2],
    [32.5, 20, 3],
    [25, 20.5, 3],
  ] as const;
  return fromRule(
    'latchHook',
    'Regenboog met wolken',
    { columnCount, rowCount },
    {
      S: '#cfe9f7',
      R: '#e53935',
      O: '#fb8c00',
      Y: '#fdd835',
      G: '#43a047',
      B: '#1e88e5',
      V: '#8e24aa',
      W: '#ffffff',
    },
    (column, row) => {
      if (clouds.some(([x, y, radius]) => (column - x) ** 2 + (row - y) ** 2 <= radius * radius)) return 'W';
      const distance = Math.hypot(column - 17.5, row - 21);
      const band = Math.floor((17.5 - distance) / 2);
      return band >= 0 && band < bands.length ? bands[band]! : 'S';
    },
  );
}

/** Quilt: "Trip around the world", squares in rings of colour around the middle. */
export function tripAroundTheWorld(): ExampleChart {
  const size = 25;
  const rings = ['N', 'T', 'Y', 'C', 'R', 'G', 'W'];
  return fromRule(
    'quilt',
    'Quiltpatroon „Trip around the world”',
    { columnCount: size, rowCount: size },
    {
      N: '#22366b',
      T: '#2a9d8f',
      Y: '#e9c46a',
      C: '#f4a261',
      R: '#c8553d',
      G: '#8ab17d',
      W: '#f7f3e8',
    },
    (column, row) => rings[(Math.abs(column - 12) + Math.abs(row - 12)) % rings.length]!,
  );
}

/** Pixelkunst: a striped hot air balloon in the sky. */
export function hotAirBalloon(): ExampleChart {
  const columnCount = 24;
  const rowCount = 28;
  const stripes = ['R', 'Y', 'R', 'W', 'B', 'W', 'R', 'Y', 'R'];
  return fromRule(
    'other',
    'Heteluchtballon',
    { columnCount, rowCount },
    { S: '#bfe3f5', R: '#d6403a', Y: '#f6c445', W: '#fffaf0', B: '#2f6fb5', K: '#8a5a2b', L: '#5b3a1a' },
    (column, row) => {
      const x = column - 11.5;
      const cloud =
        (column - 3) ** 2 / 4 + (row - 24) ** 2 <= 2.2 || (column - 20) ** 2 / 4 + (row - 26) ** 2 <= 1.5;
      if (row <= 19) {
        const y = row - 9.5;
        const halfWidth = y < 0 ? 10.5 * Math.sqrt(1 - (y / 10) ** 2) : 10.5 - y * 0.75;
        if (Math.abs(x) <= halfWidth) {
          const stripe = Math.floor(((x / Math.max(halfWidth, 1)) * 0.5 + 0.5) * stripes.length * 0.999);
          return stripes[Math.min(Math.max(stripe, 0), stripes.length - 1)]!;
        }
      }
      if (row >= 20 && row <= 22 && (column === 8 || column === 15)) return 'L';
      if (row >= 23 && row <= 26 && column >= 8 && column <= 15) return row === 23 ? 'L' : 'K';
      return cloud ? 'W' : 'S';
    },
  );
}

/** Pixel macrame: a pine tree with a star and snow. */
export function pineTree(): ExampleChart {
  const columnCount = 23;
  const rowCount = 30;
  return fromRule(
    'macramePixel',
    'Dennenboom met ster',
    { columnCount, rowCount },
    { B: '#24344d', G: '#2e7d4f', D: '#1f5c3a', Y: '#f7d046', T: '#7a4b2a', W: '#eef3f8' },
    (column, row) => {
      const x = Math.abs(column - 11);
      const star = [[0], [0, 1, 2], [0, 1], [1]][row];
      if (star?.includes(x)) return 'Y';
      const tiers = [
        [4, 10],
        [9, 16],
        [14, 23],
      ] as const;
      for (const [top, bottom] of tiers) {
        if (row >= top && row <= bottom && x <= (row - top) * 0.75 + 0.5) {
          return (row + column) % 4 === 0 && x < (row - top) * 0.75 - 0.5 ? 'D' : 'G';
        }
      }
      if (row > 23 && row <= 26 && x <= 1) return 'T';
      if (row >= 27) return 'W';
      return (column * 7 + row * 3) % 11 === 0 ? 'W' : 'B';
    },
  );
}

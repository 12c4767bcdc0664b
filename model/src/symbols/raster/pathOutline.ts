/**
 * SVG path data as polylines: every command of the path grammar (absolute and relative M L H V C S Q T A Z) with
 * curves and arcs flattened into short straight pieces. Used to rasterise symbols without a canvas (the
 * distinctness measure, tests, benches); never throws on odd data, it reads what it can.
 */

export interface Polyline {
  /** x0, y0, x1, y1, … in view-box units. */
  readonly points: number[];
  readonly closed: boolean;
}

const tokenPattern = /[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

/** Pieces per curve or arc: fine enough for a 100-unit cell drawn at up to a few hundred pixels. */
const curvePieces = 16;

function arcPoints(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  angle: number,
  largeArc: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
): number[] {
  // SVG 1.1 appendix F.6.5: endpoint to centre parametrisation.
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0 || (x1 === x2 && y1 === y2)) return [x2, y2];
  const phi = (angle * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const xp = cos * dx + sin * dy;
  const yp = -sin * dx + cos * dy;
  const lambda = (xp * xp) / (rx * rx) + (yp * yp) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const numerator = rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp;
  const denominator = rx * rx * yp * yp + ry * ry * xp * xp;
  let factor = Math.sqrt(Math.max(0, numerator / denominator));
  if (largeArc === sweep) factor = -factor;
  const cxp = (factor * rx * yp) / ry;
  const cyp = (-factor * ry * xp) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angleOf = (ux: number, uy: number) => Math.atan2(uy, ux);
  const start = angleOf((xp - cxp) / rx, (yp - cyp) / ry);
  let delta = angleOf((-xp - cxp) / rx, (-yp - cyp) / ry) - start;
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const pieces = Math.max(4, Math.ceil((Math.abs(delta) / (Math.PI / 2)) * (curvePieces / 2)));
  const out: number[] = [];
  for (let index = 1; index <= pieces; index += 1) {
    const theta = start + (delta * index) / pieces;
    const ex = rx * Math.cos(theta);
    const ey = ry * Math.sin(theta);
    out.push(cos * ex - sin * ey + cx, sin * ex + cos * ey + cy);
  }
  return out;
}

function cubicPoints(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  x3: number,
  y3: number,
): number[] {
  const out: number[] = [];
  for (let index = 1; index <= curvePieces; index += 1) {
    const t = index / curvePieces;
    const u = 1 - t;
    out.push(
      u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
      u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
    );
  }
  return out;
}

/** The path's subpaths as polylines. */
export function pathOutline(d: string): Polyline[] {
  const tokens = d.match(tokenPattern) ?? [];
  const lines: Polyline[] = [];
  let current: { points: number[]; closed: boolean } | undefined;
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // The last control point, for S and T.
  let controlX = 0;
  let controlY = 0;
  let lastCommand = '';
  let index = 0;
  let command = '';
  const number = (): number => {
    const value = Number(tokens[index]);
    index += 1;
    return Number.isFinite(value) ? value : 0;
  };
  const hasNumber = () => index < tokens.length && !/^[A-Za-z]$/.test(tokens[index]!);
  const lineTo = (nx: number, ny: number) => {
    if (!current) {
      current = { points: [x, y], closed: false };
      lines.push(current);
    }
    current.points.push(nx, ny);
  };
  while (index < tokens.length) {
    if (/^[A-Za-z]$/.test(tokens[index]!)) {
      command = tokens[index]!;
      index += 1;
    } else if (command === '') {
      index += 1;
      continue;
    }
    const relative = command === command.toLowerCase();
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    const upper = command.toUpperCase();
    if (upper === 'Z') {
      if (current) current.closed = true;
      x = startX;
      y = startY;
      current = undefined;
      lastCommand = 'Z';
      continue;
    }
    if (!hasNumber()) continue;
    switch (upper) {
      case 'M': {
        x = ox + number();
        y = oy + number();
        startX = x;
        startY = y;
        current = { points: [x, y], closed: false };
        lines.push(current);
        // Further pairs are line-tos.
        command = relative ? 'l' : 'L';
        break;
      }
      case 'L': {
        const nx = ox + number();
        const ny = oy + number();
        lineTo(nx, ny);
        x = nx;
        y = ny;
        break;
      }
      case 'H': {
        const nx = ox + number();
        lineTo(nx, y);
        x = nx;
        break;
      }
      case 'V': {
        const ny = oy + number();
        lineTo(x, ny);
        y = ny;
        break;
      }
      case 'C':
      case 'S':
      case 'Q':
      case 'T': {
        let c1x: number;
        let c1y: number;
        const reflects = upper === 'S' ? /[CS]/i.test(lastCommand) : /[QT]/i.test(lastCommand);
        if (upper === 'C' || upper === 'Q') {
          c1x = ox + number();
          c1y = oy + number();
        } else {
          c1x = reflects ? 2 * x - controlX : x;
          c1y = reflects ? 2 * y - controlY : y;
        }
        let c2x = c1x;
        let c2y = c1y;
        if (upper === 'C' || upper === 'S') {
          c2x = ox + number();
          c2y = oy + number();
        }
        const nx = ox + number();
        const ny = oy + number();
        const points =
          upper === 'C' || upper === 'S'
            ? cubicPoints(x, y, c1x, c1y, c2x, c2y, nx, ny)
            : cubicPoints(
                x,
                y,
                x + (2 / 3) * (c1x - x),
                y + (2 / 3) * (c1y - y),
                nx + (2 / 3) * (c1x - nx),
                ny + (2 / 3) * (c1y - ny),
                nx,
                ny,
              );
        for (let point = 0; point < points.length; point += 2) lineTo(points[point]!, points[point + 1]!);
        controlX = c2x;
        controlY = c2y;
        x = nx;
        y = ny;
        break;
      }
      case 'A': {
        const rx = number();
        const ry = number();
        const angle = number();
        const large = number() !== 0;
        const sweep = number() !== 0;
        const nx = ox + number();
        const ny = oy + number();
        const points = arcPoints(x, y, rx, ry, angle, large, sweep, nx, ny);
        for (let point = 0; point < points.length; point += 2) lineTo(points[point]!, points[point + 1]!);
        x = nx;
        y = ny;
        break;
      }
      default:
        index += 1;
    }
    lastCommand = upper;
  }
  return lines;
}

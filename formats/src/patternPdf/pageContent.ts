/**
 * One page of a pattern PDF as the reader sees it: pdf.js's operator list walked with the graphics and text state
 * (PDF 8.4, 9.3, 9.4) followed by hand, because pdf.js's text content merges the glyphs of neighbouring cells into
 * one item and loses each glyph's place: every glyph in page space with its font, the stroked segments, the filled
 * rectangles and triangles, the painted paths (flattened to shapes on demand) and how many pictures it paints.
 */
import { shapeOfPath, type PdfShape } from './pathShapes';
import type { PdfFill, PdfJs, PdfPageContent, PdfSegment, PdfTextItem, PdfTriangle } from './pdfPages';

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];
const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

// pdf.js's DrawOPS inside a constructPath's path data.
const moveTo = 0;
const lineTo = 1;
const curveTo = 2;
const quadraticCurveTo = 3;
const closePath = 4;

type PdfPage = Awaited<ReturnType<Awaited<ReturnType<PdfJs['getDocument']>['promise']>['getPage']>>;

export async function pageContent(pdfjs: PdfJs, page: PdfPage, number: number): Promise<PdfPageContent> {
  const viewport = page.getViewport({ scale: 1 });
  const [x0, y0] = [page.view[0] ?? 0, page.view[1] ?? 0];
  const { OPS } = pdfjs;
  const list = await page.getOperatorList();
  const texts: PdfTextItem[] = [];
  const segments: PdfSegment[] = [];
  const fills: PdfFill[] = [];
  const triangles: PdfTriangle[] = [];
  // The painted paths' inputs, flattened to shapes only when the reader asks (pathShapes.ts).
  const paths: Array<{ data: ArrayLike<number>; ctm: Matrix; paint: Parameters<typeof shapeOfPath>[2] }> = [];
  let images = 0;
  let ctm: Matrix = [1, 0, 0, 1, -x0, -y0];
  interface State {
    ctm: Matrix;
    fillAlpha: number;
    lineWidth: number;
    stroke: string;
    fill: string;
    font: string;
    fontSize: number;
    charSpacing: number;
    wordSpacing: number;
    hScale: number;
    leading: number;
    rise: number;
  }
  // A font by its PDF name (with a subset's prefix), not pdf.js's per-resource id: a program that writes the font's
  // dictionary anew on every page (stitchcraft's non-embedded ZapfDingbats) gets one id per page, yet draws the same
  // symbol with it on the chart and in the key. Type 3 fonts (their glyphs are drawings of the file's own) keep the id.
  const fontNames = new Map<string, string>();
  const fontIdentity = (loadedName: string): string => {
    let identity = fontNames.get(loadedName);
    if (identity === undefined) {
      let loaded: { name?: unknown; isType3Font?: unknown } | undefined;
      try {
        loaded = page.commonObjs.has(loadedName)
          ? (page.commonObjs.get(loadedName) as { name?: unknown; isType3Font?: unknown })
          : undefined;
      } catch {
        loaded = undefined;
      }
      identity =
        loaded && loaded.isType3Font !== true && typeof loaded.name === 'string' && loaded.name !== ''
          ? `font:${loaded.name}`
          : loadedName;
      fontNames.set(loadedName, identity);
    }
    return identity;
  };
  const stack: State[] = [];
  let lineWidth = 1;
  let fillAlpha = 1;
  let stroke = '#000000';
  let fill = '#000000';
  // Text state (PDF 9.3) and the text and line matrices (9.4), followed here because pdf.js's text content merges
  // the glyphs of neighbouring cells into one item and loses each glyph's place.
  let font = '';
  let fontSize = 0;
  let charSpacing = 0;
  let wordSpacing = 0;
  let hScale = 1;
  let leading = 0;
  let rise = 0;
  let textMatrix: Matrix = [1, 0, 0, 1, 0, 0];
  let lineMatrix: Matrix = [1, 0, 0, 1, 0, 0];
  const moveText = (tx: number, ty: number) => {
    lineMatrix = multiply(lineMatrix, [1, 0, 0, 1, tx, ty]);
    textMatrix = lineMatrix;
  };
  const show = (glyphs: ReadonlyArray<unknown>) => {
    let run = '';
    let runX = 0;
    let runY = 0;
    let size = 0;
    let advance = 0;
    const placed = multiply(ctm, textMatrix);
    const scale = Math.hypot(placed[0], placed[1]);
    const flush = () => {
      if (run.trim() !== '') {
        texts.push({ str: run, font, x: runX, y: runY, width: (advance - runStart) * scale, size, xs });
      }
      run = '';
      xs = [];
    };
    let runStart = 0;
    let xs: number[] = [];
    let offset = 0;
    for (const glyph of glyphs) {
      if (typeof glyph === 'number') {
        offset -= (glyph / 1000) * fontSize * hScale;
        continue;
      }
      const g = glyph as { unicode?: string; width?: number; isSpace?: boolean };
      const width = ((g.width ?? 0) / 1000) * fontSize;
      const [gx, gy] = apply(multiply(ctm, multiply(textMatrix, [1, 0, 0, 1, offset, rise])), 0, 0);
      const unicode = g.unicode ?? '';
      if (unicode.trim() === '') {
        flush();
      } else {
        // Each glyph its own item: a chart's cells are single glyphs, a key's words are joined below.
        if (run === '') {
          runX = gx;
          runY = gy;
          runStart = offset;
          size = fontSize * scale;
        }
        run += unicode;
        xs.push(gx + (width * scale) / 2);
        advance = offset + width;
      }
      offset += (width + charSpacing + (g.isSpace ? wordSpacing : 0)) * hScale;
      if (unicode.trim() !== '' && isSymbolLike(unicode)) flush();
    }
    flush();
    textMatrix = multiply(textMatrix, [1, 0, 0, 1, offset, 0]);
  };
  for (let index = 0; index < list.fnArray.length; index += 1) {
    const fn = list.fnArray[index];
    const args = list.argsArray[index] as unknown[];
    switch (fn) {
      case OPS.save:
        stack.push({
          ctm,
          fillAlpha,
          lineWidth,
          stroke,
          fill,
          font,
          fontSize,
          charSpacing,
          wordSpacing,
          hScale,
          leading,
          rise,
        });
        break;
      case OPS.restore: {
        const top = stack.pop();
        if (top)
          ({
            ctm,
            fillAlpha,
            lineWidth,
            stroke,
            fill,
            font,
            fontSize,
            charSpacing,
            wordSpacing,
            hScale,
            leading,
            rise,
          } = top);
        break;
      }
      case OPS.transform:
        ctm = multiply(ctm, Array.from(args as ArrayLike<number>) as Matrix);
        break;
      case OPS.setGState:
        for (const [name, value] of (args[0] as Array<[string, unknown]> | undefined) ?? []) {
          if (name === 'ca') fillAlpha = Number(value);
          else if (name === 'LW') lineWidth = Number(value);
        }
        break;
      case OPS.setLineWidth:
        lineWidth = Number(args[0]);
        break;
      case OPS.setStrokeRGBColor:
        stroke = String(args[0]);
        break;
      case OPS.setFillRGBColor:
        fill = String(args[0]);
        break;
      case OPS.beginText:
        textMatrix = [1, 0, 0, 1, 0, 0];
        lineMatrix = [1, 0, 0, 1, 0, 0];
        break;
      case OPS.setFont:
        font = fontIdentity(String(args[0]));
        fontSize = Number(args[1]);
        break;
      case OPS.setCharSpacing:
        charSpacing = Number(args[0]);
        break;
      case OPS.setWordSpacing:
        wordSpacing = Number(args[0]);
        break;
      case OPS.setHScale:
        hScale = Number(args[0]) / 100;
        break;
      case OPS.setLeading:
        leading = Number(args[0]);
        break;
      case OPS.setTextRise:
        rise = Number(args[0]);
        break;
      case OPS.setTextMatrix:
        textMatrix = Array.from(args[0] as ArrayLike<number>) as Matrix;
        lineMatrix = textMatrix;
        break;
      case OPS.moveText:
        moveText(Number(args[0]), Number(args[1]));
        break;
      case OPS.setLeadingMoveText:
        leading = -Number(args[1]);
        moveText(Number(args[0]), Number(args[1]));
        break;
      case OPS.nextLine:
        moveText(0, -leading);
        break;
      case OPS.showText:
      case OPS.showSpacedText:
        show(args[0] as unknown[]);
        break;
      case OPS.nextLineShowText:
        moveText(0, -leading);
        show(args[0] as unknown[]);
        break;
      case OPS.nextLineSetSpacingShowText:
        wordSpacing = Number(args[0]);
        charSpacing = Number(args[1]);
        moveText(0, -leading);
        show(args[2] as unknown[]);
        break;
      case OPS.paintImageXObject:
      case OPS.paintInlineImageXObject:
      case OPS.paintImageMaskXObject:
        images += 1;
        break;
      case OPS.constructPath: {
        const paint = args[0] as number;
        const data = (args[1] as ArrayLike<number>[] | undefined)?.[0];
        if (!data) break;
        const stroked = paint === OPS.stroke || paint === OPS.closeStroke;
        const filled = paint === OPS.fill || paint === OPS.eoFill;
        const scale = Math.sqrt(Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2]));
        const bothPainted = [OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke];
        const both = bothPainted.includes(paint);
        if ((stroked || filled || both) && fillAlpha >= 0.99) {
          paths.push({
            data,
            ctm,
            paint: { filled: filled || both, stroked: stroked || both, lineWidth: lineWidth * scale },
          });
        }
        if (!stroked && !filled) break;
        const points = pathSegments(data, ctm);
        if (stroked) {
          for (const [x1, y1, x2, y2] of points)
            segments.push({ x1, y1, x2, y2, width: lineWidth * scale, colour: stroke });
        }
        if (filled && points.length === 3 && fillAlpha >= 0.99) {
          triangles.push({ points: points.map(([x, y]) => [x, y] as const), colour: fill });
        }
        // A see-through fill (an overlap's tint, a shade) is no cell colour.
        if (filled && points.length === 4 && fillAlpha >= 0.99) {
          const xs = points.map((p) => p[0]);
          const ys = points.map((p) => p[1]);
          const axisAligned = points.every(
            ([ax, ay, bx, by]) => Math.abs(ax - bx) < 0.01 || Math.abs(ay - by) < 0.01,
          );
          if (axisAligned)
            fills.push({
              left: Math.min(...xs),
              right: Math.max(...xs),
              bottom: Math.min(...ys),
              top: Math.max(...ys),
              colour: fill,
            });
        }
        break;
      }
    }
  }
  let shapes: PdfShape[] | undefined;
  return {
    number,
    width: viewport.width,
    height: viewport.height,
    texts,
    segments,
    fills,
    triangles,
    get shapes() {
      shapes ??= paths.flatMap(({ data, ctm, paint }) => shapeOfPath(data, ctm, paint) ?? []);
      paths.length = 0;
      return shapes;
    },
    images,
  };
}

/** A character that is no letter, digit or punctuation: a chart symbol stands alone, never joined to a word. */
function isSymbolLike(unicode: string): boolean {
  return !/^[\p{L}\p{N}\p{P}]+$/u.test(unicode);
}

/** The straight segments of a path (curves skipped), transformed to page space. */
function pathSegments(data: ArrayLike<number>, ctm: Matrix): Array<[number, number, number, number]> {
  const out: Array<[number, number, number, number]> = [];
  let start: [number, number] = [0, 0];
  let current: [number, number] = [0, 0];
  for (let i = 0; i < data.length;) {
    const op = data[i]!;
    if (op === moveTo) {
      current = apply(ctm, data[i + 1]!, data[i + 2]!);
      start = current;
      i += 3;
    } else if (op === lineTo) {
      const next = apply(ctm, data[i + 1]!, data[i + 2]!);
      out.push([current[0], current[1], next[0], next[1]]);
      current = next;
      i += 3;
    } else if (op === curveTo) {
      current = apply(ctm, data[i + 5]!, data[i + 6]!);
      i += 7;
    } else if (op === quadraticCurveTo) {
      current = apply(ctm, data[i + 3]!, data[i + 4]!);
      i += 5;
    } else if (op === closePath) {
      if (current[0] !== start[0] || current[1] !== start[1])
        out.push([current[0], current[1], start[0], start[1]]);
      current = start;
      i += 1;
    } else break;
  }
  return out;
}

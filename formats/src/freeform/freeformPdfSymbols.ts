/**
 * Freeform symbols as PDF vector shapes: one form XObject per used style (its stitch symbol's SVG paths in its
 * colour, drawn in view-box units by pdf-lib's `drawSvgPath`), placed for each symbol with one matrix that fits,
 * turns and moves it (`q a b c d e f cm /FfN Do Q`).
 */
import { hexToRgb, parseViewBox, type StitchSymbol } from '@steekwerk/model';
import { drawSvgPath, rgb, type PDFDocument, type PDFPage, type PDFRef } from 'pdf-lib';
import { PDFName } from 'pdf-lib';
import { symbolFit, type DrawnSymbol } from './freeformScene';

/** The forms of a document: by stitch symbol and colour, with their resource names. */
export class FreeformSymbolForms {
  private readonly forms = new Map<string, { name: string; ref: PDFRef }>();

  constructor(
    private readonly doc: PDFDocument,
    /** Black ink whatever the style (the PDF's black-and-white mode). */
    private readonly blackAndWhite: boolean,
  ) {}

  /** The resource name of a stitch symbol's form in a colour, made on first use. */
  nameOf(stitch: StitchSymbol, ink: string): string {
    const colour = this.blackAndWhite ? '#000000' : ink;
    const key = `${stitch.symbolId}\u0000${colour}`;
    let form = this.forms.get(key);
    if (!form) {
      const [red, green, blue] = hexToRgb(colour).map((channel) => channel / 255) as [number, number, number];
      const paint = rgb(red, green, blue);
      const operators = stitch.paths.flatMap((path) =>
        drawSvgPath(path.d, {
          x: 0,
          y: 0,
          scale: 1,
          color: path.fill ? paint : undefined,
          borderColor: path.fill ? undefined : paint,
          borderWidth: path.fill ? 0 : stitch.strokeWidth,
          borderLineCap: 1,
        }),
      );
      const box = parseViewBox(stitch.svgViewBox);
      const reach = stitch.strokeWidth;
      // drawSvgPath turns the view box upside down (PDF's y runs up): a view-box point (vx, vy) is (vx, -vy) here.
      const bbox = [box.x - reach, -(box.y + box.height) - reach, box.x + box.width + reach, -box.y + reach];
      const ref = this.doc.context.register(
        this.doc.context.formXObject(operators, { BBox: bbox, Resources: {} }),
      );
      form = { name: `Ff${this.forms.size + 1}`, ref };
      this.forms.set(key, form);
    }
    return form.name;
  }

  /** Registers every form made so far on a page (call after drawing its content). */
  register(page: PDFPage): void {
    for (const { name, ref } of this.forms.values()) page.node.setXObject(PDFName.of(name), ref);
  }
}

/** How units map to the page: `px = originX + x * scale`, `py = originY - y * scale` (units run down). */
export interface PageMapping {
  readonly originX: number;
  readonly originY: number;
  readonly scale: number;
}

const number = (value: number) => (Math.abs(value) < 1e-6 ? '0' : value.toFixed(4).replace(/\.?0+$/, ''));

/** The content that draws one symbol through its form. */
export function symbolContent(name: string, drawn: DrawnSymbol, mapping: PageMapping): string {
  const { symbol, stitch } = drawn;
  const fit = symbolFit(stitch, symbol.width, symbol.height);
  const radians = (symbol.rotate * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const k = mapping.scale;
  const s = fit.scale;
  // A view-box point lands in units at (X + lx cos - ly sin, Y + lx sin + ly cos) with lx = vx s + left,
  // ly = vy s + top; on the page y turns over. The form's own y is -vy, hence the signs of c and d.
  const a = k * s * cos;
  const b = -k * s * sin;
  const c = k * s * sin;
  const d = k * s * cos;
  const e = mapping.originX + k * (symbol.x + fit.left * cos - fit.top * sin);
  const f = mapping.originY - k * (symbol.y + fit.left * sin + fit.top * cos);
  return `q ${number(a)} ${number(b)} ${number(c)} ${number(d)} ${number(e)} ${number(f)} cm /${name} Do Q`;
}

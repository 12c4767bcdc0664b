/**
 * A freeform document turned a quarter clockwise (the download screen's rotation of the PNG and the PDF): the size's
 * sides swap, each symbol's centre (x, y) goes to (height - y, x) and its turn grows by 90°, round guides turn
 * likewise (their start arrow too). Boxes are derived again.
 */
import { boundingBoxOf, type Freeform } from '@steekwerk/model';

export function turnFreeformQuarter(freeform: Freeform): Freeform {
  const { width, height } = freeform.size;
  const symbols = freeform.symbols.map((symbol) => {
    const turned = { ...symbol, x: height - symbol.y, y: symbol.x, rotate: (symbol.rotate + 90) % 360 };
    return symbol.boundingBox ? { ...turned, boundingBox: boundingBoxOf(turned) } : turned;
  });
  return {
    ...freeform,
    size: { width: height, height: width },
    symbols,
    ...(freeform.roundGuides
      ? {
          roundGuides: freeform.roundGuides.map((guide) => ({
            ...guide,
            centerX: height - guide.centerY,
            centerY: guide.centerX,
            startAngle: (guide.startAngle + 90) % 360,
          })),
        }
      : {}),
  };
}

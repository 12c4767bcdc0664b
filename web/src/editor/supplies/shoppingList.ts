/**
 * "Kopieer als boodschappenlijst": the supplies as plain text, one line per thing to buy — the colour's product (or
 * its name), and the "koop" figure with the range — then the fabric.
 */
import { formatAmount, type ChartSupplies } from '@steekwerk/formats/supplies';
import { dutchDecimal, suppliesTexts as texts } from './suppliesTexts';

/** How a style is called on the list: its product's title when linked and known, or else its label. */
export type NameOfStyle = (styleId: number) => string;

export function shoppingList(title: string, supplies: ChartSupplies, nameOf: NameOfStyle): string {
  const lines = [texts.listTitle(title.trim() || 'mijn chart'), ''];
  for (const entry of supplies.styles) {
    const name = nameOf(entry.style.styleId);
    if (entry.amount) {
      const balls = entry.balls
        ? ` = ${texts.balls(entry.balls.low, entry.balls.high, entry.balls.buy, entry.balls.ballMetres)}`
        : '';
      lines.push(`- ${name}: ${formatAmount(entry.amount)}${balls}`);
    }
    for (const bead of entry.beads) {
      lines.push(`- ${name}, kralen van ${dutchDecimal(bead.sizeMm)} mm: ${formatAmount(bead.amount)}`);
    }
  }
  const fabric = supplies.fabric;
  if (fabric) {
    lines.push(
      `- ${texts.fabric(dutchDecimal(fabric.widthCm), dutchDecimal(fabric.heightCm), dutchDecimal(fabric.designWidthCm), dutchDecimal(fabric.designHeightCm))}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

import {
  defaultSuppliesOptions,
  formatAmount,
  suppliesLimits,
  suppliesOf,
  type ChartSupplies,
  type StyleSupplies,
  type SuppliesOptions,
} from '@steekwerk/formats/supplies';
import type { CatalogueProduct } from '@steekwerk/model';
import { useId, useMemo, useState } from 'react';
import { productTitle } from '../../catalogue/catalogueProductsApi';
import { useEditorStore } from '../editorStore';
import { styleLabel } from '../paletteNames/styleLabel';
import { useEditor } from '../ui/EditorContext';
import { countedChartOf } from './countedChartOf';
import { shoppingList } from './shoppingList';
import { dutchDecimal, suppliesTexts as texts } from './suppliesTexts';
import { useLinkedProducts } from './useLinkedProducts';
import './supplies.css';

type NumberField = 'fabricCount' | 'strands' | 'marginCm' | 'gauge';

/**
 * "Benodigdheden" (spec §2 supplies): per colour its stitches, its product and what to buy — skeins at the fabric
 * count and strands, metres and balls of yarn at a gauge, or pieces — as a range with one "koop" figure, the fabric
 * with its margin, and the whole as a shopping list to copy. The figures are the PDF key's (`formats/supplies`).
 */
export function SuppliesPanel() {
  const editor = useEditor();
  const id = useId();
  const version = useEditorStore((state) => state.documentVersion);
  const palette = useEditorStore((state) => state.palette);
  const settings = useEditorStore((state) => state.settings);
  const [options, setOptions] = useState<SuppliesOptions>(defaultSuppliesOptions);
  const productIds = (palette?.styles ?? []).map((style) => style.productId).filter((productId) => productId);
  const craft = settings?.craft;

  const supplies = useMemo(
    () =>
      editor.document.hasMetadata
        ? suppliesOf(countedChartOf(editor.document), editor.document.cells, options)
        : undefined,
    // The document changes in place; its version says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editor, version, palette, options],
  );
  if (!supplies || !settings) return null;

  const field = (name: NumberField, step = 1) => {
    const limits = suppliesLimits[name];
    return (
      <label className="supplies-panel__field">
        <span>{texts[name]}</span>
        <input
          type="number"
          min={limits.min}
          max={limits.max}
          step={step}
          value={options[name]}
          onChange={(event) => {
            const value = Number(event.target.value);
            if (event.target.value !== '' && Number.isFinite(value))
              setOptions((current) => ({ ...current, [name]: value }));
          }}
        />
      </label>
    );
  };

  return (
    <section className="editor-panel supplies-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{texts.heading}</h2>
      <p className="supplies-panel__hint">{texts.intro}</p>
      <div className="supplies-panel__fields">
        {craft === 'crossStitch' && (
          <>
            {field('fabricCount')}
            {field('strands')}
            {field('marginCm', 0.5)}
          </>
        )}
        {(craft === 'knitting' || craft === 'crochet') && field('gauge')}
      </div>
      {productIds.length > 0 ? (
        <WithProducts productIds={productIds} supplies={supplies} title={settings.title} options={options} />
      ) : (
        <SuppliesList supplies={supplies} products={noProducts} title={settings.title} />
      )}
    </section>
  );
}

const noProducts: ReadonlyMap<string, CatalogueProduct> = new Map();

/** The list once the linked products are known: yarn products give the ball length. */
function WithProducts(props: {
  productIds: readonly string[];
  supplies: ChartSupplies;
  title: string;
  options: SuppliesOptions;
}) {
  const editor = useEditor();
  const products = useLinkedProducts(props.productIds);
  const supplies = useMemo(() => {
    if (products.size === 0 || !editor.document.hasMetadata) return props.supplies;
    const ballMetres = (productId: string) => products.get(productId)?.yarn?.lengthM;
    return suppliesOf(countedChartOf(editor.document), editor.document.cells, {
      ...props.options,
      ballMetres,
    });
  }, [editor, products, props.supplies, props.options]);
  return <SuppliesList supplies={supplies} products={products} title={props.title} />;
}

function SuppliesList(props: {
  supplies: ChartSupplies;
  products: ReadonlyMap<string, CatalogueProduct>;
  title: string;
}) {
  const { supplies, products, title } = props;
  const [copyNotice, setCopyNotice] = useState<'copied' | 'failed' | undefined>(undefined);
  const nameOf = (entry: StyleSupplies) => {
    const product = entry.style.productId ? products.get(entry.style.productId) : undefined;
    return product ? productTitle(product) : styleLabel(entry.style, undefined).name;
  };
  const list = () =>
    shoppingList(title, supplies, (styleId) => {
      const entry = supplies.styles.find((candidate) => candidate.style.styleId === styleId);
      return entry ? nameOf(entry) : '';
    });
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(list());
      setCopyNotice('copied');
    } catch {
      setCopyNotice('failed');
    }
  };

  if (supplies.styles.length === 0) return <p className="supplies-panel__hint">{texts.empty}</p>;
  return (
    <>
      <ul className="supplies-panel__list">
        {supplies.styles.map((entry) => (
          <li key={entry.style.styleId} className="supplies-panel__style">
            <span
              className="supplies-panel__swatch"
              style={{ background: entry.style.colorBackground }}
              aria-hidden="true"
            />
            <div>
              <strong>{styleLabel(entry.style, undefined).name}</strong>
              <p className="supplies-panel__product">
                {entry.style.productId
                  ? ((products.get(entry.style.productId) &&
                      productTitle(products.get(entry.style.productId)!)) ??
                    entry.style.productId)
                  : texts.noProduct}
              </p>
              <p>{uses(entry).join(', ')}</p>
              {entry.amount && (
                <p className="supplies-panel__buy">
                  {texts.buy}: {formatAmount(entry.amount)}
                  {entry.balls &&
                    ` = ${texts.balls(entry.balls.low, entry.balls.high, entry.balls.buy, entry.balls.ballMetres)}`}
                </p>
              )}
              {entry.beads.map((bead) => (
                <p key={bead.sizeMm} className="supplies-panel__buy">
                  {texts.beads(bead.count, dutchDecimal(bead.sizeMm))}: {formatAmount(bead.amount)}
                </p>
              ))}
            </div>
          </li>
        ))}
      </ul>
      {supplies.fabric && (
        <p className="supplies-panel__fabric">
          {texts.fabric(
            dutchDecimal(supplies.fabric.widthCm),
            dutchDecimal(supplies.fabric.heightCm),
            dutchDecimal(supplies.fabric.designWidthCm),
            dutchDecimal(supplies.fabric.designHeightCm),
          )}
        </p>
      )}
      <button type="button" className="editor-button" onClick={() => void copy()}>
        {texts.copy}
      </button>
      <p role="status" className="supplies-panel__hint">
        {copyNotice === 'copied' ? texts.copied : copyNotice === 'failed' ? texts.copyFailed : ''}
      </p>
      {copyNotice === 'failed' && <pre className="supplies-panel__text">{list()}</pre>}
    </>
  );
}

/** "120 hele steken, 4 halve steken, backsteek 10 hokjes (1,8 cm)" */
function uses(entry: StyleSupplies): string[] {
  const { full, half, quarter, knots, backstitchCells } = entry.counts;
  const parts: string[] = [];
  if (full > 0) parts.push(texts.full(full));
  if (half > 0) parts.push(texts.half(half));
  if (quarter > 0) parts.push(texts.quarter(quarter));
  if (backstitchCells > 0)
    parts.push(texts.backstitch(dutchDecimal(backstitchCells), dutchDecimal(entry.backstitchCm)));
  if (knots > 0) parts.push(texts.knots(knots));
  return parts;
}

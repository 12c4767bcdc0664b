/**
 * Linking the selected palette style to a catalogue product (issue 28): pick a brand (the craft's usual one
 * first), then the products nearest to the style's colour by ΔE2000 come first, or search by number; choosing one
 * links it (undoable, `linkProductAction`) and, when the box is ticked (default), gives the style the product's
 * colour. A linked style shows its product and can be unlinked.
 */
import type { CatalogueCategory, CatalogueProduct, PaletteStyle } from '@steekwerk/model';
import { useEffect, useId, useMemo, useState } from 'react';
import { createCatalogueProductsApi, productTitle } from '../../catalogue/catalogueProductsApi';
import { useProducts } from '../../catalogue/useProducts';
import { nlCatalogue } from '../../i18n/nlCatalogue';
import { useAppServices } from '../../services/appServices';
import { useEditorStore } from '../editorStore';
import { linkProductAction } from '../paletteActions';
import { useEditor } from '../ui/EditorContext';

const texts = nlCatalogue.link;

/** The brand a craft's makers usually buy: DMC floss for cross stitch, Hama beads, Diamond Dotz drills. */
const brandOfCraft: Readonly<Record<string, string>> = {
  crossStitch: 'dmc',
  fuseBeads: 'hama',
  diamondPainting: 'diamonddotz',
  knitting: 'scheepjescatona',
  crochet: 'scheepjescatona',
};

const linkPageSize = 12;

/** The brands of the palette's product category (`productCategoryId`, the kind linked last) first. */
function orderedProductCategories(
  categories: readonly CatalogueCategory[],
  first: string,
): CatalogueCategory[] {
  return [
    ...categories.filter((category) => category.categoryId === first),
    ...categories.filter((category) => category.categoryId !== first),
  ];
}

export function ProductLink({ style, styleName }: { style: PaletteStyle; styleName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="product-link">
      {style.productId && (
        <p className="product-link__linked">{texts.linked(style.description.trim() || style.productId)}</p>
      )}
      {open ? (
        <ProductPicker style={style} styleName={styleName} onClose={() => setOpen(false)} />
      ) : (
        <button type="button" className="editor-button" onClick={() => setOpen(true)}>
          {style.productId ? texts.change : texts.open}
        </button>
      )}
    </div>
  );
}

function useCatalogueApi() {
  const { ajax } = useAppServices();
  return useMemo(() => createCatalogueProductsApi(ajax), [ajax]);
}

/** The product a style links to (for its title), once loaded. */
function useLinkedProduct(productId: string): CatalogueProduct | undefined {
  const api = useCatalogueApi();
  const [found, setFound] = useState<CatalogueProduct | undefined>(undefined);
  useEffect(() => {
    if (!productId) return;
    const abort = new AbortController();
    api
      .products({ ids: [productId], limit: 1 }, abort.signal)
      .then((page) => setFound(page.products[0]))
      .catch(() => undefined);
    return () => abort.abort();
  }, [api, productId]);
  return found?.productId === productId ? found : undefined;
}

/** The picker (only mounted when opened, so the palette needs the app's services only then). */
function ProductPicker({
  style,
  styleName,
  onClose,
}: {
  style: PaletteStyle;
  styleName: string;
  onClose: () => void;
}) {
  const editor = useEditor();
  const api = useCatalogueApi();
  const linked = useLinkedProduct(style.productId);
  const { timers } = useAppServices();
  const id = useId();
  const craft = useEditorStore((state) => state.settings?.craft ?? '');
  const productCategoryId = useEditorStore((state) => state.palette?.productCategoryId ?? '');
  const [categories, setCategories] = useState<CatalogueCategory[]>([]);
  const [brand, setBrand] = useState(
    /^([a-z0-9]+)-/.exec(style.productId)?.[1] ?? brandOfCraft[craft] ?? 'dmc',
  );
  const [q, setQ] = useState('');
  const [takeColour, setTakeColour] = useState(true);

  useEffect(() => {
    const abort = new AbortController();
    api
      .categories(abort.signal)
      .then((answer) => setCategories(answer.categories))
      .catch(() => undefined);
    return () => abort.abort();
  }, [api]);

  const list = useProducts(
    api,
    { brand, q, color: q.trim() ? '' : style.colorBackground },
    { pageSize: linkPageSize, debounceMs: 300, timers },
  );

  return (
    <section className="product-link__picker" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{texts.heading(styleName)}</h3>
      <label>
        {texts.brand}
        <select value={brand} onChange={(event) => setBrand(event.target.value)}>
          {orderedProductCategories(categories, productCategoryId).flatMap((category) =>
            category.brands.map((entry) => (
              <option key={entry.brandId} value={entry.brandId}>
                {entry.name}
              </option>
            )),
          )}
          {categories.length === 0 && <option value={brand}>{brand}</option>}
        </select>
      </label>
      <label>
        {texts.search}
        <input type="search" value={q} maxLength={60} onChange={(event) => setQ(event.target.value)} />
      </label>
      <label className="product-link__check">
        <input
          type="checkbox"
          checked={takeColour}
          onChange={(event) => setTakeColour(event.target.checked)}
        />
        {texts.takeColour}
      </label>
      {!q.trim() && <p className="product-link__hint">{texts.nearest}</p>}
      <ul className="product-link__results" aria-label={nlCatalogue.table.caption}>
        {list.products.map((product) => {
          const title = productTitle(product);
          const deltaE = product.deltaE === undefined ? '' : nlCatalogue.deltaE(product.deltaE);
          return (
            <li key={product.productId}>
              <button
                type="button"
                className="product-link__choice"
                aria-pressed={product.productId === style.productId}
                aria-label={deltaE ? texts.choose(title, deltaE) : title}
                onClick={() => {
                  linkProductAction(
                    editor,
                    style.styleId,
                    { productId: product.productId, title, color: product.color },
                    {
                      takeColour,
                      // The picker opens on this kind of product next time (the palette's `productCategoryId`).
                      productCategoryId: categories.find((category) =>
                        category.brands.some((entry) => entry.brandId === brand),
                      )?.categoryId,
                    },
                  );
                  onClose();
                }}
              >
                <span className="product-swatch" style={{ background: product.color }} aria-hidden="true" />
                <span>{title}</span>
                {deltaE && <span className="product-link__delta">{deltaE}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {list.status === 'ready' && list.products.length === 0 && <p>{texts.none}</p>}
      <div className="product-link__actions">
        {style.productId && (
          <button
            type="button"
            className="editor-button"
            onClick={() => {
              linkProductAction(editor, style.styleId, null, {
                linkedTitle: linked ? productTitle(linked) : '',
              });
              onClose();
            }}
          >
            {texts.unlink}
          </button>
        )}
        <button type="button" className="editor-button" onClick={onClose}>
          {texts.close}
        </button>
      </div>
    </section>
  );
}

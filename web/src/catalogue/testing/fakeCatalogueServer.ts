/** The account fake plus the catalogue screen's calls, over a small in-memory catalogue. */
import { deltaE2000Hex, type CatalogueProduct } from '@steekwerk/model';
import { FakeAccountServer } from '../../test/fakeAccountServer';
import { jsonResponse } from '../../test/fakeFetch';

const product = (
  brandId: string,
  brandName: string,
  code: string,
  name: string,
  color: string,
): CatalogueProduct => ({
  productId: `${brandId}-${code.toLowerCase()}`,
  brandId,
  brandName,
  category: brandId === 'dmc' ? 'floss' : 'yarn',
  code,
  name,
  color,
  ...(brandId === 'dmc'
    ? {}
    : {
        yarn: {
          weightClass: 'fingering',
          ballGrams: 50,
          lengthM: 125,
          needleSize: '2,5–3,5 mm',
          hookSize: '3 mm',
          fibre: 'katoen',
        },
      }),
});

export const fakeProducts: CatalogueProduct[] = [
  product('dmc', 'DMC', '321', 'Red', '#c72b3b'),
  product('dmc', 'DMC', '310', 'Black', '#000000'),
  product('dmc', 'DMC', 'Blanc', 'White', '#fcfbf8'),
  product('dmc', 'DMC', '3865', 'Winter White', '#f9f7f1'),
  product('dmc', 'DMC', '413', 'Pewter Gray Dark', '#565656'),
  product('scheepjescatona', 'Scheepjes Catona', '110', 'Jet Black', '#151515'),
];

export class FakeCatalogueServer extends FakeAccountServer {
  favourites = new Set<string>();

  protected override answer(path: string, body: Record<string, unknown>): Response {
    const ok = (fields: object) => jsonResponse({ sfRequest: 'ok', ...fields });
    const url = new URL(this.requests.at(-1)!.url, 'http://test');
    const query = url.searchParams;
    const loggedIn = this.session !== undefined;
    switch (path) {
      case 'catalogue/categories':
        return ok({
          loggedIn,
          categories: [
            {
              categoryId: 'floss',
              title: 'Borduurgaren',
              brands: [{ brandId: 'dmc', name: 'DMC', productCount: 5 }],
              popularIds: ['dmc-310'],
              favouriteIds: loggedIn ? [...this.favourites] : [],
            },
            {
              categoryId: 'yarn',
              title: 'Brei- en haakgaren',
              brands: [{ brandId: 'scheepjescatona', name: 'Scheepjes Catona', productCount: 1 }],
              popularIds: [],
              favouriteIds: [],
            },
          ],
        });
      case 'catalogue/products': {
        const color = query.get('color');
        if (color && !/^#?[0-9a-f]{6}$/i.test(color)) {
          return jsonResponse(
            { sfRequest: 'error', error: 'Ongeldige kleur, kies een kleur als #rrggbb.' },
            400,
          );
        }
        const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
        const ids = query.get('ids')?.split(',');
        let found = fakeProducts
          .filter((entry) => !query.get('brand') || entry.brandId === query.get('brand'))
          .filter((entry) => !query.get('category') || entry.category === query.get('category'))
          .filter((entry) => !ids || ids.includes(entry.productId))
          .filter((entry) =>
            words.every((word) =>
              `${entry.brandName} ${entry.code} ${entry.name}`.toLowerCase().includes(word),
            ),
          )
          .map((entry) => ({
            ...entry,
            ...(color
              ? { deltaE: Math.round(deltaE2000Hex(`#${color.replace('#', '')}`, entry.color) * 10) / 10 }
              : {}),
          }));
        if (color) found = found.sort((a, b) => a.deltaE! - b.deltaE!);
        const offset = Number(query.get('offset') ?? 0);
        const limit = Number(query.get('limit') ?? 60);
        return ok({ products: found.slice(offset, offset + limit), total: found.length, offset });
      }
      case 'catalogue/favourite':
        if (!loggedIn) return jsonResponse({ sfRequest: 'error', error: 'Je bent niet ingelogd.' }, 403);
        if (body.favourite) this.favourites.add(String(body.productId));
        else this.favourites.delete(String(body.productId));
        return ok({ favouriteIds: [...this.favourites] });
      default:
        return super.answer(path, body);
    }
  }
}

import {
  catalogueCategoriesResponseSchema,
  catalogueFavouriteResponseSchema,
  catalogueProductsResponseSchema,
  deltaE2000Hex,
} from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../testing/accounts';
import { getAs, postAs } from '../testing/chart-lists';
import { createAuthor } from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { importCatalogue } from './catalogue-import';
import { parseYarnLine, readYarnFiles } from './yarn-lines';

describe('catalogue screen: products, categories, favourites (real PostgreSQL)', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
    await importCatalogue(server.dataSource);
  });

  afterAll(async () => {
    await server.close();
  });

  const products = async (query: string) => {
    const answer = await get(server, `catalogue/products?${query}`);
    expect(answer.status).toBe(200);
    return catalogueProductsResponseSchema.parse(answer.body);
  };

  it('finds DMC 310 first when the colour is black, with its ΔE2000', async () => {
    const page = await products('brand=dmc&color=%23000000&limit=5');
    expect(page.products[0]).toMatchObject({
      productId: 'dmc-310',
      code: '310',
      name: 'Black',
      brandName: 'DMC',
    });
    expect(page.products[0]!.deltaE).toBe(0);
    // Nearest first: the distances never go down.
    const distances = page.products.map((product) => product.deltaE!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(page.total).toBeGreaterThan(400);
  });

  it('gives the ΔE2000 of each product to the colour asked for (hex without #)', async () => {
    const page = await products('brand=dmc&color=c72b3b&limit=3');
    for (const product of page.products) {
      expect(product.deltaE).toBeCloseTo(deltaE2000Hex('#c72b3b', product.color), 1);
    }
  });

  it('orders by the product number by default and by name on request', async () => {
    const byNumber = await products('brand=dmc&limit=100');
    const numbers = byNumber.products
      .map((product) => Number.parseInt(product.code, 10))
      .filter(Number.isFinite);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const byName = await products('brand=dmc&order=title&limit=5');
    const names = byName.products.map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')));
  });

  it('searches by number and by name, each word matching', async () => {
    expect((await products('q=310&brand=dmc')).products.map((product) => product.productId)).toContain(
      'dmc-310',
    );
    const black = await products('q=DMC%20black');
    expect(black.products.every((product) => product.brandId === 'dmc' && /black/i.test(product.name))).toBe(
      true,
    );
    expect(black.products.map((product) => product.code)).toContain('310');
    expect((await products('q=%25%25%25')).total).toBe(0);
  });

  it('pages the results', async () => {
    const first = await products('brand=dmc&limit=20');
    const second = await products('brand=dmc&limit=20&offset=20');
    expect(first.products).toHaveLength(20);
    expect(second.offset).toBe(20);
    expect(second.products[0]!.productId).not.toBe(first.products[0]!.productId);
    expect(second.total).toBe(first.total);
  });

  it('imports the yarn lines idempotently: a changed file replaces its colours, a removed file its line', async () => {
    const shipped = await readYarnFiles();
    const again = await importCatalogue(server.dataSource);
    expect(again.filter((outcome) => outcome.status !== 'unchanged')).toEqual([]);

    const catona = shipped.find((file) => file.file === 'scheepjes-catona.csv')!;
    const shippedBlack = /^110,Jet Black,(#[0-9a-f]{6})$/m.exec(catona.text)![1]!;
    const changed = catona.text.replace(/^110,Jet Black,#[0-9a-f]{6}$/m, '110,Jet Black,#101010');
    expect(changed).not.toBe(catona.text);
    const outcomes = await importCatalogue(server.dataSource, {
      readYarns: async () => [{ file: catona.file, text: changed }],
    });
    expect(
      outcomes.filter((outcome) => outcome.status === 'imported').map((outcome) => outcome.brandId),
    ).toEqual(['scheepjescatona']);
    expect((await products('ids=scheepjescatona-110')).products[0]!.color).toBe('#101010');
    expect((await products('brand=scheepjesstonewashed')).total).toBe(0);

    const back = await importCatalogue(server.dataSource);
    // Only the lines that changed are written again: Catona (changed back) and every line the short run removed.
    expect(back.filter((outcome) => outcome.status === 'imported').map((outcome) => outcome.brandId)).toEqual(
      shipped.map((file) => parseYarnLine(file.file, file.text).brandId),
    );
    expect((await products('ids=scheepjescatona-110')).products[0]!.color).toBe(shippedBlack);
    expect(
      (await importCatalogue(server.dataSource)).filter((outcome) => outcome.status !== 'unchanged'),
    ).toEqual([]);
  });

  it('writes nothing when a yarn file has a mistake', async () => {
    const before = await products('brand=scheepjescatona&limit=100');
    await expect(
      importCatalogue(server.dataSource, {
        readYarns: async () => [
          { file: 'kapot.csv', text: '# brandId: kapot\ncode,name,hex\n1,Rood,rood\n' },
        ],
      }),
    ).rejects.toThrow('kapot.csv regel 3: ongeldige kleur "rood"');
    expect(await products('brand=scheepjescatona&limit=100')).toEqual(before);
  });

  it('lists yarn lines with their band facts', async () => {
    const catona = await products('brand=scheepjescatona&q=110');
    expect(catona.products[0]).toMatchObject({
      productId: 'scheepjescatona-110',
      name: 'Jet Black',
      category: 'yarn',
      yarn: { ballGrams: 50, lengthM: 125 },
    });
    for (const brand of [
      'dropsparis',
      'dropssafran',
      'hobbiirainbowcotton',
      'scheepjescahlista',
      'scheepjescatona',
      'scheepjesstonewashed',
    ]) {
      const line = await products(`brand=${brand}&category=yarn&limit=1`);
      expect(line.total, brand).toBeGreaterThan(5);
      expect(line.products[0]!.yarn?.lengthM, brand).toBeGreaterThan(0);
    }
    expect((await products('ids=dropssafran-16')).products[0]).toMatchObject({
      name: 'Black',
      yarn: { ballGrams: 50, lengthM: 160, needleSize: '3 mm' },
    });
  });

  it('gives given products by id (a palette’s linked products)', async () => {
    const page = await products('ids=dmc-310,scheepjescatona-110,dmc-onbekend');
    expect(page.products.map((product) => product.productId).sort()).toEqual([
      'dmc-310',
      'scheepjescatona-110',
    ]);
  });

  it.each([
    ['color=zwart', 'Ongeldige kleur, kies een kleur als #rrggbb.'],
    ['limit=0', 'Ongeldig aantal.'],
    ['limit=1000', 'Ongeldig aantal.'],
    ['offset=-1', 'Ongeldige positie in de lijst.'],
    ['order=prijs', 'Onbekende volgorde.'],
    ['brand=DMC!', 'Onbekend merk.'],
    ['category=wol', 'Onbekende categorie.'],
    [`q=${'a'.repeat(61)}`, 'De zoektekst is te lang.'],
    ['ids=dmc-310,../etc', 'Onbekend product.'],
  ])('refuses %s with 400 and a Dutch error', async (query, error) => {
    const answer = await get(server, `catalogue/products?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ sfRequest: 'error' });
    expect(String(answer.body.error)).toContain(error);
  });

  it('lists the categories with their brands and popular ids; a visitor has no favourites', async () => {
    const answer = await get(server, 'catalogue/categories');
    const { categories, loggedIn } = catalogueCategoriesResponseSchema.parse(answer.body);
    expect(loggedIn).toBe(false);
    expect(categories.map((category) => category.categoryId)).toEqual(['floss', 'beads', 'drills', 'yarn']);
    const floss = categories.find((category) => category.categoryId === 'floss')!;
    expect(floss.title).toBe('Borduurgaren');
    expect(floss.brands.map((brand) => brand.brandId)).toEqual(['dmc']);
    expect(floss.popularIds[0]).toBe('dmc-310');
    expect(categories.every((category) => category.favouriteIds.length === 0)).toBe(true);
  });

  it('keeps favourites per user: a visitor and a pending user are refused, two users do not share', async () => {
    const refused = await post(server, 'catalogue/favourite', { productId: 'dmc-310', favourite: true });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ sfRequest: 'error', error: 'Je bent niet ingelogd.' });
    const pending = await createAuthor(server, { pending: true });
    const pendingAnswer = await postAs(server, pending, 'catalogue/favourite', {
      productId: 'dmc-310',
      favourite: true,
    });
    expect(pendingAnswer.status).toBe(403);
    expect(pendingAnswer.body).toEqual({ sfRequest: 'error', error: 'Activeer eerst je account.' });

    const anna = await createAuthor(server);
    const bram = await createAuthor(server);
    const starred = await postAs(server, anna, 'catalogue/favourite', {
      productId: 'dmc-310',
      favourite: true,
    });
    expect(catalogueFavouriteResponseSchema.parse(starred.body).favouriteIds).toEqual(['dmc-310']);
    // Starring twice is no error and keeps one favourite.
    await postAs(server, anna, 'catalogue/favourite', { productId: 'dmc-310', favourite: true });
    await postAs(server, anna, 'catalogue/favourite', { productId: 'scheepjescatona-110', favourite: true });
    const annaCategories = catalogueCategoriesResponseSchema.parse(
      (await getAs(server, anna, 'catalogue/categories')).body,
    );
    expect(annaCategories.loggedIn).toBe(true);
    expect(
      annaCategories.categories.find((category) => category.categoryId === 'floss')!.favouriteIds,
    ).toEqual(['dmc-310']);
    expect(
      annaCategories.categories.find((category) => category.categoryId === 'yarn')!.favouriteIds,
    ).toEqual(['scheepjescatona-110']);
    const annaList = catalogueProductsResponseSchema.parse(
      (await getAs(server, anna, 'catalogue/products?favourites=1')).body,
    );
    expect(annaList.products.map((product) => product.productId)).toEqual(['dmc-310', 'scheepjescatona-110']);
    const bramList = catalogueProductsResponseSchema.parse(
      (await getAs(server, bram, 'catalogue/products?favourites=1')).body,
    );
    expect(bramList.total).toBe(0);
    expect((await get(server, 'catalogue/products?favourites=1')).status).toBe(403);

    const cleared = await postAs(server, anna, 'catalogue/favourite', {
      productId: 'dmc-310',
      favourite: false,
    });
    expect(catalogueFavouriteResponseSchema.parse(cleared.body).favouriteIds).toEqual([
      'scheepjescatona-110',
    ]);
    const unknown = await postAs(server, anna, 'catalogue/favourite', {
      productId: 'dmc-onbekend',
      favourite: true,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ sfRequest: 'error', error: 'Dit product staat niet in de catalogus.' });
    const bad = await postAs(server, anna, 'catalogue/favourite', { productId: 'DMC 310', favourite: 'ja' });
    expect(bad.status).toBe(400);
  });
});

/**
 * Popular products per category (spec §3 "categories (popular and favourite ids)"): what most makers reach for
 * first, shown at the top of a category. A fixed list: black, white and the basic primaries of each brand
 * (DMC 310 black, B5200 and blanc white, 321 red, 666 bright red, 700 green, 796 blue, 307 lemon, 740 tangerine,
 * 3865 winter white; Hama H01 white, H18 black; Catona 110 black, 106 white). Ids not in the catalogue are left out.
 */
import type { ProductCategory } from '@steekwerk/model';

export const popularProductIds: Readonly<Record<ProductCategory, readonly string[]>> = {
  floss: [
    'dmc-310',
    'dmc-b5200',
    'dmc-blanc',
    'dmc-3865',
    'dmc-321',
    'dmc-666',
    'dmc-700',
    'dmc-796',
    'dmc-307',
    'dmc-740',
  ],
  beads: ['hama-h01', 'hama-h18', 'perler-p01', 'perler-p18'],
  drills: ['diamonddotz-310', 'diamonddotz-blanc'],
  yarn: ['scheepjescatona-110', 'scheepjescatona-106', 'scheepjescatona-105', 'scheepjesstonewashed-801'],
};

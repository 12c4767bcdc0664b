/**
 * OXS knots and beads and ours (`grid.ornaments`). In `<ornaments_inc_knots_and_beads>` an `<object>` has a position
 * `x1`/`y1` in cell units on the hole lattice (Ursa writes sixteenths: `45.1875`), a `palindex` and an `objecttype`:
 * `knot` is a French knot, `bead` a 2 mm bead (WinStitch's size), `bead1mm` … `bead12mm` (and `bead2.5mm`) a bead of
 * that diameter. We keep the position as given and write back `bead` for a 2 mm bead, `bead{N}mm` for the others.
 */
import { DEFAULT_BEAD_SIZE_MM, ornamentSchema, type Ornament, type OrnamentKind } from '@steekwerk/model';
import { formatOxsNumber } from './oxsValues';

/** What an object type names, when it is a knot or a bead. */
export interface OrnamentType {
  readonly kind: OrnamentKind;
  /** The bead's diameter in mm; absent for a knot and for a 2 mm bead. */
  readonly sizeMm?: number;
}

const sizeBounds = ornamentSchema.shape.sizeMm.unwrap();
const beadPattern = /^bead(\d+(?:[.,]\d+)?)mm$/;

/**
 * The knot or bead an `objecttype` names (already trimmed and lower-case); `'badSize'` for a bead whose size the
 * chart cannot hold (`bead0mm`, `bead99mm`); undefined for any other object type.
 */
export function ornamentTypeOf(objectType: string): OrnamentType | 'badSize' | undefined {
  if (objectType === 'knot') return { kind: 'knot' };
  if (objectType === 'bead') return { kind: 'bead' };
  const match = beadPattern.exec(objectType);
  if (!match) return undefined;
  const sizeMm = Number(match[1]!.replace(',', '.'));
  if (!sizeBounds.safeParse(sizeMm).success) return 'badSize';
  return sizeMm === DEFAULT_BEAD_SIZE_MM ? { kind: 'bead' } : { kind: 'bead', sizeMm };
}

/** The `objecttype` an ornament is written as: `knot`, `bead` (2 mm or no size) or `bead{N}mm`. */
export function objectTypeOf(ornament: Ornament): string {
  if (ornament.kind === 'knot') return 'knot';
  const size = ornament.sizeMm ?? DEFAULT_BEAD_SIZE_MM;
  return size === DEFAULT_BEAD_SIZE_MM ? 'bead' : `bead${formatOxsNumber(size)}mm`;
}

/** The Dutch plural a skipped count names an ornament kind by. */
export function ornamentsName(kind: OrnamentKind): string {
  return kind === 'knot' ? 'knopen' : 'kralen';
}

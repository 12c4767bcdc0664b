import { describe, expect, it } from 'vitest';
import { compareProductCodes, productNumberOf } from './productOrder';

describe('productNumberInt order', () => {
  it('sorts DMC codes by their number, codes without a number last', () => {
    const codes = ['3865', 'Blanc', '310', 'B5200', '10', '1', 'Ecru', '2'];
    expect([...codes].sort(compareProductCodes)).toEqual([
      '1',
      '2',
      '10',
      '310',
      '3865',
      'B5200',
      'Blanc',
      'Ecru',
    ]);
  });

  it('reads the number inside a bead code', () => {
    expect(productNumberOf('H01')).toBe(1);
    expect(productNumberOf('Blanc')).toBe(Number.POSITIVE_INFINITY);
  });
});

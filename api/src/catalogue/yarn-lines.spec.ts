import { describe, expect, it } from 'vitest';
import { productIdOf } from './catalogue-brands';
import { popularProductIds } from './catalogue-popular';
import { parseYarnLine, readYarnFiles, YarnFileError } from './yarn-lines';

const header = `# brandId: proefgaren
# name: Proef Garen
# source: een testkaart
# weightClass: DK
# ballGrams: 50
# lengthM: 100
# needleSize: 4 mm
# hookSize: 4 mm
# fibre: katoen
code,name,hex
`;

describe('yarn lines', () => {
  it('parses every shipped yarn file, each with its source and band facts', async () => {
    const files = await readYarnFiles();
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const { file, text } of files) {
      const line = parseYarnLine(file, text);
      expect(text).toMatch(/^# source: /m);
      expect(text).toMatch(/approximation/);
      expect(line.colors.length).toBeGreaterThan(5);
      expect(line.facts.lengthM).toBeGreaterThan(0);
    }
  });

  it('ships at least six lines with unique product ids, each saying what it has not confirmed', async () => {
    const lines = (await readYarnFiles()).map(({ file, text }) => ({
      text,
      line: parseYarnLine(file, text),
    }));
    expect(lines.length).toBeGreaterThanOrEqual(6);
    expect(new Set(lines.map(({ line }) => line.brandId)).size).toBe(lines.length);
    for (const { text, line } of lines) {
      expect(text).toMatch(/^# numbers: /m);
      const ids = line.colors.map((color) => productIdOf(line.brandId, color.code));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('lists only popular yarns that the yarn files hold', async () => {
    const ids = new Set(
      (await readYarnFiles()).flatMap(({ file, text }) => {
        const line = parseYarnLine(file, text);
        return line.colors.map((color) => productIdOf(line.brandId, color.code));
      }),
    );
    expect(popularProductIds.yarn.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('reads the header facts and the colours', () => {
    const line = parseYarnLine('proef.csv', `${header}01,Wit,#FFFFFF\n02,Zwart,#000\n`);
    expect(line).toMatchObject({
      brandId: 'proefgaren',
      name: 'Proef Garen',
      facts: { ballGrams: 50, lengthM: 100 },
    });
    expect(line.colors).toEqual([
      { code: '01', name: 'Wit', color: '#ffffff' },
      { code: '02', name: 'Zwart', color: '#000000' },
    ]);
  });

  it.each([
    [`${header}01,Wit,#FFFFFF\n01,Ook wit,#FFFFFE\n`, 'regel 12: code "01" staat er twee keer in'],
    [`${header}01,Wit,wit\n`, 'regel 11: ongeldige kleur "wit"'],
    [`${header}01,Wit\n`, 'regel 11: drie velden verwacht'],
    [header.replace('# source: een testkaart\n', '') + '01,Wit,#fff\n', 'source ontbreekt'],
    [header.replace('# lengthM: 100\n', '') + '01,Wit,#fff\n', 'onvolledig'],
    [header, 'geen kleuren'],
  ])('refuses a file with a mistake (%#)', (text, message) => {
    expect(() => parseYarnLine('proef.csv', text)).toThrow(YarnFileError);
    expect(() => parseYarnLine('proef.csv', text)).toThrow(message);
  });
});

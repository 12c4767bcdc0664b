/** Example charts drawn by hand, one letter per cell (see `fromPicture`); symmetric ones as left halves. */
import { fromPicture, mirrored, type ExampleChart } from './exampleChart';

/** Borduren: a tulip in a pot between two leaves. */
export function tulip(): ExampleChart {
  return fromPicture(
    'crossStitch',
    'Tulp in een pot',
    mirrored([
      '.............',
      '.......R....R',
      '.......RR..RR',
      '.......RRRRRR',
      '.......RrRRRR',
      '.......RRrRRR',
      '........RRrRR',
      '.........RRRR',
      '..........RRR',
      '............G',
      '............G',
      '...LL.......G',
      '..LLLL......G',
      '..LlLLL.....G',
      '...LlLLL....G',
      '....LlLLL...G',
      '......LlLL..G',
      '........LLL.G',
      '..........LLG',
      '............G',
      '.......PPPPPP',
      '.......PpPpPp',
      '........PPPPP',
      '........PPPPP',
      '.........PPPP',
    ]),
    { R: '#d7263d', r: '#a4161a', G: '#3a7d44', L: '#6abf4b', l: '#3a7d44', P: '#c1703d', p: '#e9a36b' },
  );
}

/** Strijkkralen: a strawberry. */
export function strawberry(): ExampleChart {
  return fromPicture(
    'fuseBeads',
    'Aardbei',
    mirrored([
      '..........G',
      '.......G..G',
      '.......GGGG',
      '....RRRGGGG',
      '...RRRRRRRG',
      '..RRRYRRRRR',
      '..RRRRRRRYR',
      '.RRYRRRRRRR',
      '.RRRRRRYRRR',
      '.RRRRRRRRRY',
      '..RRYRRRRRR',
      '..RRRRRRYRR',
      '...RRRRRRRR',
      '...RRRYRRRR',
      '....RRRRRRY',
      '.....RRRRRR',
      '......RRYRR',
      '.......RRRR',
      '........RRR',
      '..........R',
    ]),
    { G: '#3f9b3a', R: '#e02f36', Y: '#ffe08a' },
  );
}

/** Pixelhobby: an owl on a branch. */
export function owl(): ExampleChart {
  return fromPicture(
    'pixelhobby',
    'Uil op een tak',
    mirrored([
      '............',
      '...B........',
      '...BB.......',
      '...BBBBBBBBB',
      '..BBBBBBBBBB',
      '..BWWWWBBBBB',
      '.BWWWWWWBBBB',
      '.BWWKKWWWBBB',
      '.BWWKKWWWBOO',
      '.BWWWWWWBBBO',
      '..BWWWWBBBBB',
      '..BBBBBBBBBB',
      '..BBCCBCCBCC',
      '..BBBCCBCCBC',
      '..BBCCBCCBCC',
      '..BBBCCBCCBC',
      '...BBBBBBBBB',
      '....BBBBBBBB',
      '.....OO...OO',
      'TTTTTTTTTTTT',
      '......TT....',
    ]),
    { B: '#8d5a3b', W: '#f3e2c7', K: '#222222', O: '#f0a32f', C: '#c9a27e', T: '#5b3a1a' },
  );
}

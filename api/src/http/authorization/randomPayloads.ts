/**
 * Random and boundary requests for the property run over every action (every-action.property.http.spec.ts): wrong
 * types, huge and empty strings, NUL and lone surrogates, deep nesting, negative and huge sizes, invalid base64,
 * unknown fields and duplicate keys, in the body, the path parameters and the query.
 */
import fc from 'fast-check';

/** Field names the actions read: a random body uses them so it reaches the validation of real fields. */
const knownFields = [
  'state',
  's',
  'v',
  'saveId',
  'chartId',
  'chartIds',
  'changes',
  'title',
  'emailAddress',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'settings',
  'columnCount',
  'rowCount',
  'done',
  'revisionNumber',
  'planId',
  'returnTo',
  'errorMsg',
  'actions',
  'r',
  'p',
  'allowExport',
  'allowAnonymous',
  'allowUsers',
  'confirm',
  'styleIds',
  'firstName',
  'countryCode',
  '__proto__',
  'constructor',
] as const;

/** Strings at the edges: empty, huge, NUL, lone surrogates, paths, markup, bad base64 and rows. */
export const edgeString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    'x\ud800y',
    '💥'.repeat(300),
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "'; DROP TABLE users; --",
    '%00',
    'AAAA====',
    '1:@@@@',
    '1:' + 'A'.repeat(10_000),
    'new',
    'NaN',
    '-1',
    '1e400',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(1_000, 70_000, 300_000).map((length) => 'x'.repeat(length)),
);

const edgeNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 2 ** 31, -(2 ** 31), 2 ** 53, Number.MAX_VALUE, -Number.MAX_VALUE, 0.5),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** A value of any JSON type, nested a little. */
const anyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    edgeString,
    edgeNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...knownFields), fc.string({ maxLength: 8 })), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

/** An array nested `depth` deep, as JSON text. */
const deeplyNested = fc
  .integer({ min: 100, max: 5_000 })
  .map((depth) => '['.repeat(depth) + ']'.repeat(depth));

/** A JSON body as text: an object of known fields, any value, deep nesting, duplicate keys or broken JSON. */
export const bodyText: fc.Arbitrary<string> = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...knownFields), anyValue, { maxKeys: 6 })
    .map((body) => JSON.stringify(body)),
  anyValue.map((body) => JSON.stringify(body) ?? 'null'),
  deeplyNested,
  fc
    .tuple(fc.constantFrom(...knownFields), anyValue, anyValue)
    .map(([key, first, second]) => `{"${key}":${JSON.stringify(first)},"${key}":${JSON.stringify(second)}}`),
  fc.constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '{"s":1e999}', '\u0000', '{"a":"\\ud800"}'),
);

/** A path parameter: the scene's own id, or anything. */
export const pathValue = (own: string) =>
  fc.oneof(
    fc.constant(own),
    edgeString.filter((value) => value.length < 2_000),
  );

/** A query string of known and unknown names with edge values. */
export const queryText: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('s', 'v', 'id', 'ids', 'q', 'm', 'revisionNumber', 'folderId', 'page'),
        fc.string(),
      ),
      edgeString.filter((value) => value.length < 5_000),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

/**
 * Text a person types, as every request schema takes it. PostgreSQL cannot hold a NUL character (U+0000) in
 * `text` or `jsonb`, and a UTF-16 surrogate without its partner (`"\ud800"` in JSON) is no character at all: the
 * database refuses both, so the schemas refuse them first with a 400 and a Dutch message.
 */
import { z } from './parseWithoutEval';

/** The message of a text with a NUL character or a lone surrogate. */
export const storableTextMessage = 'Deze tekst bevat een teken dat niet kan worden opgeslagen.';

/** A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const unstorableCharacter = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether `text` holds a character the database cannot store: a NUL or a lone surrogate.
 *
 * @param text any string
 */
export function hasUnstorableCharacter(text: string): boolean {
  return unstorableCharacter.test(text);
}

/**
 * `schema` refusing NUL characters and lone surrogates too, after its own checks: for a schema that refuses
 * control characters with a message of its own, which a NUL should keep getting.
 *
 * @param schema a string schema
 */
export function withStorableText<Schema extends z.ZodString>(schema: Schema): Schema {
  return schema.refine((text) => !hasUnstorableCharacter(text), { error: storableTextMessage });
}

/**
 * A string without NUL characters and lone surrogates; chain `.max()`, `.trim()`, `.regex()` as on `z.string()`.
 *
 * @param error the message when the string is missing or not a string (default: zod's)
 */
export function storableText(error?: string) {
  return (error === undefined ? z.string() : z.string({ error })).refine(
    (text) => !hasUnstorableCharacter(text),
    { error: storableTextMessage },
  );
}

/**
 * The envelope every `/nl/ajax/{action}` response is wrapped in (docs/architecture.md, "model/").
 *
 * Success: HTTP 200 and `{sfRequest: 'ok', …fields of the action}`.
 * Failure: HTTP 4xx/5xx and `{sfRequest: 'error', error: 'message'}`.
 */
import { z } from '../parseWithoutEval';

/** The envelope of a failed call. `error` is a message meant for people, in Dutch. */
export const errorEnvelopeSchema = z.object({
  sfRequest: z.literal('error'),
  error: z.string(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * Builds the schema of a successful response: `sfRequest: 'ok'` plus the fields of the action.
 *
 * @param shape the fields the action returns next to `sfRequest`
 */
export function okEnvelopeSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ sfRequest: z.literal('ok'), ...shape });
}

/** A successful response carrying the fields `Fields`. */
export type OkEnvelope<Fields extends object = object> = { sfRequest: 'ok' } & Fields;

/** Any response of an action whose success fields are `Fields`. */
export type Envelope<Fields extends object = object> = OkEnvelope<Fields> | ErrorEnvelope;

/**
 * Tells whether a parsed response body is an error envelope.
 *
 * @param body a parsed JSON response body
 */
export function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  return errorEnvelopeSchema.safeParse(body).success;
}

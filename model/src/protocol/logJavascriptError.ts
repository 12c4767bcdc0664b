/**
 * `POST /nl/ajax/log/javascripterror`: the web app reports an error it could not handle (spec §7, §8).
 * Only `errorMsg` is required. Strings have upper bounds: the client truncates to
 * {@link javascriptErrorLimits} before sending, the server rejects anything longer.
 */
import { z } from '../parseWithoutEval';
import { okEnvelopeSchema } from './envelope';

/** Messages the client never reports and the server never stores (spec §7). */
export const ignoredJavascriptErrorMessages: readonly string[] = [
  'Timeout',
  'Failed to compress grid rows: Error: Invalid grid rows',
];

/** Upper bounds of the report fields (characters for strings, items for lists). */
export const javascriptErrorLimits = {
  errorMsg: 2_000,
  filename: 2_000,
  url: 2_000,
  stack: 16_000,
  action: 200,
  version: 100,
  actionsCount: 50,
  actionText: 200,
  /** Line and column numbers are stored as 32-bit integers. */
  position: 2_147_483_647,
} as const;

const position = z.number().int().nonnegative().max(javascriptErrorLimits.position);

/** One recent action: its name, or an object describing it (sanitised again by the server). */
const recentAction = z.union([
  z.string().max(javascriptErrorLimits.actionText),
  z.record(z.string(), z.unknown()),
]);

/** Unknown fields are dropped, so an older server accepts reports from a newer client. */
export const logJavascriptErrorRequestSchema = z.object({
  errorMsg: z.string().min(1).max(javascriptErrorLimits.errorMsg),
  filename: z.string().max(javascriptErrorLimits.filename).optional(),
  lineNumber: position.optional(),
  columnNumber: position.optional(),
  /** The application state when the error happened, without secrets (sanitised by the client). */
  state: z.record(z.string(), z.unknown()).optional(),
  url: z.string().max(javascriptErrorLimits.url).optional(),
  stack: z.string().max(javascriptErrorLimits.stack).optional(),
  /** The most recent actions, oldest first. */
  actions: z.array(recentAction).max(javascriptErrorLimits.actionsCount).optional(),
  /** The action being handled when the error happened. */
  action: z.string().max(javascriptErrorLimits.action).optional(),
  /** The version of the web app. */
  version: z.string().max(javascriptErrorLimits.version).optional(),
});

export type LogJavascriptErrorRequest = z.infer<typeof logJavascriptErrorRequestSchema>;

/**
 * `stored`: the report was kept. `ignored`: it was not kept (an ignored message or a duplicate of a
 * recent report); the client does not report the same message again.
 */
export const logJavascriptErrorResponseSchema = okEnvelopeSchema({
  status: z.enum(['stored', 'ignored']),
});

export type LogJavascriptErrorResponse = z.infer<typeof logJavascriptErrorResponseSchema>;

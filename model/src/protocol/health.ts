/** `GET /nl/ajax/health`: is the server up, can it reach its database, which engine did it load. */
import { z } from '../parseWithoutEval';
import { okEnvelopeSchema } from './envelope';

export const healthResponseSchema = okEnvelopeSchema({
  status: z.literal('ok'),
  database: z.literal('ok'),
  /** The version reported by the WebAssembly engine the server loaded. */
  engine: z.string(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;

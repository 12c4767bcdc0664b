/** `GET symbols?id={comma-separated symbol ids}&v=1`: the symbols the client has not loaded yet (spec §7). */
import { z } from '../parseWithoutEval';
import { SYMBOLS_VERSION } from '../chart/constants';
import { stitchSymbolSchema } from '../symbols/symbol';
import { okEnvelopeSchema } from './envelope';

/** The most symbols one call asks for. */
export const maxSymbolsPerRequest = 500;

export const symbolsQuerySchema = z.object({
  id: z
    .string()
    .max(maxSymbolsPerRequest * 65)
    .regex(/^[a-z0-9-]{1,64}(?:,[a-z0-9-]{1,64})*$/, {
      error: 'Een lijst van symbool-ids gescheiden door komma’s.',
    })
    .transform((ids) => [...new Set(ids.split(','))])
    .pipe(z.array(z.string()).max(maxSymbolsPerRequest)),
  /** The symbols' version: 1 (spec §9); another version is refused rather than answered in the wrong form. */
  v: z.coerce
    .number()
    .pipe(z.literal(SYMBOLS_VERSION, { error: 'Onbekende versie van de symbolen.' }))
    .optional(),
});
export type SymbolsQuery = z.infer<typeof symbolsQuerySchema>;

/** The symbols found; ids that name no symbol are simply absent (the client marks them failed). */
export const symbolsResponseSchema = okEnvelopeSchema({ symbols: z.array(stitchSymbolSchema) });
export type SymbolsResponse = z.infer<typeof symbolsResponseSchema>;

export const symbolsVersion = SYMBOLS_VERSION;

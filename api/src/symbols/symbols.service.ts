import { Injectable } from '@nestjs/common';
import { builtInSymbols, type StitchSymbol } from '@steekwerk/model';

/**
 * The stitch symbols charts refer to by id. Today these are the built-in symbols of `model/src/symbols`; the
 * catalogue issue adds symbols stored in the database behind this same service.
 */
@Injectable()
export class SymbolsService {
  private readonly byId = new Map(builtInSymbols.map((symbol) => [symbol.symbolId, symbol]));

  /** The symbols with these ids, in the order asked; unknown ids are left out. */
  find(symbolIds: readonly string[]): StitchSymbol[] {
    return symbolIds.flatMap((symbolId) => {
      const symbol = this.byId.get(symbolId);
      return symbol ? [symbol] : [];
    });
  }
}

import { openStockModelPack, type StockModelPack } from '@orator/media';
import type { AppContext } from '../../platform/context';

const warned = new WeakSet<AppContext>();

/**
 * The installation's stock model pack (STOCK_MODELS_DIR). Entries the pack's manifest leaves without a licence or
 * a model's consent are left out, and the operator is told once which and why.
 */
export async function stockModelsOf(ctx: Pick<AppContext, 'config' | 'log'>): Promise<StockModelPack> {
  const pack = await openStockModelPack(ctx.config.stockModelsDir);
  if (pack.problems.length > 0 && !warned.has(ctx as AppContext)) {
    warned.add(ctx as AppContext);
    ctx.log.warn({ dir: ctx.config.stockModelsDir, problems: pack.problems }, 'stock model pack: entries left out');
  }
  return pack;
}

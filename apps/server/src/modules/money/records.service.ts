import type { TKcoinRecord, TOrderItem, TPage } from '@orator/contracts';
import type { LedgerService } from './ledger.service';
import type { OrderRepo } from './order.repo';
import { orderItemOf, rangeStart } from './payment.service';

/** The K-coin records screen: income and expense, without the holds a running task makes. */
export function createRecordsService(ledger: LedgerService, orders: OrderRepo, now: () => Date = () => new Date()) {
  /** What the user's own orders behind these entries bought; a referral share points at someone else's order. */
  async function orderItems(userId: number, rows: { refType: string | null; refId: string | null }[]) {
    const orderNos = rows.flatMap((row) => (row.refType === 'order' && row.refId ? [row.refId] : []));
    const bought = await orders.itemsOf(userId, orderNos);
    return new Map<string, TOrderItem>(bought.map((row) => [row.orderNo, orderItemOf(row)]));
  }

  return {
    async list(
      userId: number,
      options: { range: 'all' | 'today' | 'last7' | 'last30'; current: number; size: number },
    ): Promise<TPage<TKcoinRecord>> {
      const { rows, total } = await ledger.entries(userId, {
        kinds: ['credit', 'debit', 'capture'],
        since: rangeStart(options.range, now()),
        offset: (options.current - 1) * options.size,
        limit: options.size,
      });
      const items = await orderItems(userId, rows);
      return {
        records: rows.map((row) => {
          const income = row.kind === 'credit';
          return {
            id: row.id,
            number: income ? row.amount : -row.amount,
            type: income ? 'income' : 'expense',
            reason: row.reason,
            remark: row.remark,
            order: row.refType === 'order' ? (items.get(row.refId ?? '') ?? null) : null,
            time: row.createdAt.toISOString(),
          };
        }),
        total,
        current: options.current,
        size: options.size,
      };
    },
  };
}
export type RecordsService = ReturnType<typeof createRecordsService>;

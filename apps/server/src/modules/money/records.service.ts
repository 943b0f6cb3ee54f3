import type { TKcoinRecord, TPage } from '@orator/contracts';
import type { LedgerService } from './ledger.service';
import { rangeStart } from './payment.service';

/** The K-coin records screen: income and expense, without the holds a running task makes. */
export function createRecordsService(ledger: LedgerService, now: () => Date = () => new Date()) {
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
      return {
        records: rows.map((row) => {
          const income = row.kind === 'credit';
          return {
            id: row.id,
            number: income ? row.amount : -row.amount,
            type: income ? 'income' : 'expense',
            reason: row.reason,
            remark: row.remark,
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

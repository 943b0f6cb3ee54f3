import { and, asc, eq } from 'drizzle-orm';
import { directoryTypes } from '../../db/schema/index';
import type { TCatalogueSummary } from '@orator/contracts';
import type { AppContext } from '../../platform/context';
import { checkHealth } from '../../platform/health';
import { catalogueSummary, type CatalogueSources } from './catalogue-summary';

export function createSystemService(
  ctx: Pick<AppContext, 'database' | 'storage' | 'queue'>,
  catalogues: CatalogueSources,
) {
  const { db } = ctx.database;
  // The catalogues and the machine's capabilities are fixed when the process starts: count them once.
  let summary: TCatalogueSummary | undefined;
  return {
    catalogueSummary(): TCatalogueSummary {
      summary ??= catalogueSummary(catalogues);
      return summary;
    },

    async directoryTypes(code?: string) {
      const rows = await db
        .select()
        .from(directoryTypes)
        .where(
          code
            ? and(eq(directoryTypes.code, code), eq(directoryTypes.isDelete, false))
            : eq(directoryTypes.isDelete, false),
        )
        .orderBy(asc(directoryTypes.code), asc(directoryTypes.sort), asc(directoryTypes.id));
      return rows.map(({ createdAt: _createdAt, ...row }) => row);
    },

    health: () => checkHealth(ctx),
  };
}
export type SystemService = ReturnType<typeof createSystemService>;

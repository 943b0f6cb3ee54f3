import { downloadUrl, type TCutout } from '@orator/contracts';
import type { CutoutRow } from './cutout.repo';

export function toCutout(row: CutoutRow): TCutout {
  return {
    id: row.id,
    sourceFileId: row.sourceFileId,
    resultFileId: row.resultFileId,
    resultFileUrl: downloadUrl(row.resultFileId),
    width: row.width,
    height: row.height,
    costKcoins: row.costKcoins,
    isTrial: row.isTrial,
    createTime: row.createdAt.toISOString(),
  };
}

import { API_BASE, UserApi } from '@orator/contracts';
import { AppError } from '../../platform/errors';
import { decodeFileId } from '../file/file.service';

const DOWNLOAD_PATH = `${API_BASE}${UserApi.downloadFileById}`;

/**
 * The file behind an address this installation handed out (a download address, whole or as a path), or the id
 * given beside it. The installation fetches nothing from other addresses: an address of somewhere else is refused
 * with a message saying what to give instead. Whose file it is, the service that uses it checks.
 */
export function ownFileOf(address: string | undefined, fileId: number | undefined): number {
  if (fileId !== undefined) return fileId;
  if (!address) throw AppError.badRequest('openApiFileRequired');
  let url: URL;
  try {
    url = new URL(address, 'http://installation');
  } catch {
    throw AppError.badRequest('openApiAddressNotOwn');
  }
  const encoded = url.searchParams.get('fileId');
  if (url.pathname !== DOWNLOAD_PATH || !encoded) throw AppError.badRequest('openApiAddressNotOwn');
  return decodeFileId(encoded);
}

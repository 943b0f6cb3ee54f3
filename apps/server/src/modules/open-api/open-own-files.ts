import { API_BASE, UserApi } from '@orator/contracts';
import { AppError } from '../../platform/errors';
import type { UrlSigner } from '../../platform/url-signer';
import { decodeFileId } from '../file/file.service';
import { signedTokenOf } from './open-download.routes';

const DOWNLOAD_PATH = `${API_BASE}${UserApi.downloadFileById}`;

/**
 * The file behind an address this installation handed out (a signed download address of the open API, or the web
 * app's download address; whole or as a path), or the id given beside it. The installation fetches nothing from
 * other addresses: an address of somewhere else, or a signature that no longer holds, is refused with a message
 * saying what to give instead. Whose file it is, the service that uses it checks.
 */
export async function ownFileOf(
  signer: UrlSigner,
  address: string | undefined,
  fileId: number | undefined,
): Promise<number> {
  if (fileId !== undefined) return fileId;
  if (!address) throw AppError.badRequest('openApiFileRequired');
  let url: URL;
  try {
    url = new URL(address, 'http://installation');
  } catch {
    throw AppError.badRequest('openApiAddressNotOwn');
  }
  const token = signedTokenOf(url);
  if (token !== null) {
    const signed = await signer.verify(token);
    if (signed === null) throw AppError.badRequest('openApiAddressNotOwn');
    return signed;
  }
  const encoded = url.searchParams.get('fileId');
  if (url.pathname !== DOWNLOAD_PATH || !encoded) throw AppError.badRequest('openApiAddressNotOwn');
  return decodeFileId(encoded);
}

import { useQuery } from '@tanstack/react-query';
import { AssetApi, type TPage, type TUploadedBackground } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export const uploadedBackgroundsQueryKey = ['uploaded-backgrounds'] as const;
/** The panel shows the latest uploads; older ones are rarely reused and can be uploaded again. */
const UPLOADS_SHOWN = 50;

export function getUploadedBackgrounds(): Promise<TPage<TUploadedBackground>> {
  return shortApiClient.post<TPage<TUploadedBackground>>(AssetApi.queryUploadFileList, {
    current: 1,
    size: UPLOADS_SHOWN,
  });
}

export function useUploadedBackgrounds() {
  return useQuery({ queryKey: uploadedBackgroundsQueryKey, queryFn: getUploadedBackgrounds });
}

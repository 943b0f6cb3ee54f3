import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { UserApi, type TFileInfo, type TPage } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export const UPLOADED_FILES_PAGE_SIZE = 20;

export interface TUploadedFilesRequest {
  source: number;
  current: number;
}

export function getUploadedFiles(request: TUploadedFilesRequest, signal?: AbortSignal): Promise<TPage<TFileInfo>> {
  return shortApiClient.post<TPage<TFileInfo>>(
    UserApi.fileListBySource,
    { ...request, size: UPLOADED_FILES_PAGE_SIZE },
    { signal },
  );
}

/** The files the user uploaded for one purpose (FileSource), a page at a time. */
export function useUploadedFiles(request: TUploadedFilesRequest) {
  return useQuery({
    queryKey: [UserApi.fileListBySource, request],
    queryFn: ({ signal }) => getUploadedFiles(request, signal),
    placeholderData: keepPreviousData,
  });
}

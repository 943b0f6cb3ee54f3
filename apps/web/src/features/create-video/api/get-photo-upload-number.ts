import { useQuery } from '@tanstack/react-query';
import { DigitalHumanApi, type TPhotoUploadNumber } from '@orator/contracts';
import { shortApiClient } from '../../../shared/api/clients';

export const photoUploadNumberQueryKey = ['photo-upload-number'] as const;

export function getPhotoUploadNumber(): Promise<TPhotoUploadNumber> {
  return shortApiClient.get<TPhotoUploadNumber>(DigitalHumanApi.photoUploadNumber);
}

export function usePhotoUploadNumber() {
  return useQuery({ queryKey: photoUploadNumberQueryKey, queryFn: getPhotoUploadNumber });
}

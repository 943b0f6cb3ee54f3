import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DigitalHumanApi, FileSource, type TPhotoAvatar } from '@orator/contracts';
import { apiClient } from '../../../shared/api/clients';
import { photoListQueryKey } from './get-photo-list';
import { photoUploadNumberQueryKey } from './get-photo-upload-number';
import { uploadFile } from './upload-file';

/** The photo endpoint keeps names to 60 characters; the file name without its extension is a fair default. */
const PHOTO_NAME_MAX = 60;

function photoName(file: File): string {
  return file.name.replace(/\.[^.]+$/, '').slice(0, PHOTO_NAME_MAX);
}

/** Stores the portrait, then asks for a talking photo from it; the answer is still processing. */
export async function uploadPhoto(file: File): Promise<TPhotoAvatar> {
  const stored = await uploadFile(file, FileSource.Portrait);
  return apiClient.post<TPhotoAvatar>(DigitalHumanApi.photoUploadNew, { fileId: stored.id, name: photoName(file) });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: photoListQueryKey });
      await queryClient.invalidateQueries({ queryKey: photoUploadNumberQueryKey });
    },
  });
}

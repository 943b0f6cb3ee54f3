import { useMutation } from '@tanstack/react-query';
import { FileSource } from '@orator/contracts';
import { uploadFile } from './upload-file';
import { useUpdateUserInfo } from './update-user-info';

/** Uploads the picture as a profile avatar (source 1), then makes it the account's picture. */
export function useChangeProfilePicture() {
  const update = useUpdateUserInfo();
  return useMutation({
    mutationFn: async (file: File) => {
      const uploaded = await uploadFile(file, FileSource.ProfileAvatar);
      return update.mutateAsync({ avatarFileId: uploaded.id });
    },
  });
}

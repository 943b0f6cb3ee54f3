import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { Limit, type TUserInfo } from '@orator/contracts';
import { readImageSize } from '../../../shared/lib/image-size';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { useChangeProfilePicture } from '../api/change-profile-picture';
import { PROFILE_PICTURE_TYPES, profilePictureProblem } from '../profile-picture-rules';
import { BYTES_PER_MB } from '../../../shared/lib/media-format';

interface TProfilePictureProps {
  user: TUserInfo;
}

/** The account's picture with a button to replace it; the file is checked here before it is uploaded. */
export function ProfilePicture({ user }: TProfilePictureProps) {
  const { t } = useTranslation(['account', 'messages']);
  const change = useChangeProfilePicture();

  async function pick(file: File) {
    const size = await readImageSize(file).catch(() => undefined);
    const problem = profilePictureProblem(file, size);
    if (problem) {
      const max =
        problem === 'imageTooManyPixels'
          ? Limit.profileAvatarMaxPx
          : `${Limit.profileAvatarMaxBytes / BYTES_PER_MB} MB`;
      showErrorToast(t(`messages:${problem}`, { max }));
      return;
    }
    // A refused upload has already been reported by the API client.
    await change.mutateAsync(file).then(
      () => showSuccessToast(t('picture.changed')),
      () => undefined,
    );
  }

  return (
    <div className="profile-picture">
      <Avatar
        size={96}
        src={user.avatarUrl ?? undefined}
        icon={<UserOutlined />}
        alt={t('picture.alt')}
        data-testid="profile-picture"
      />
      <Upload
        accept={PROFILE_PICTURE_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          void pick(file);
          // The picture goes through the API client, not antd's own request.
          return false;
        }}
      >
        <Button icon={<CameraOutlined />} loading={change.isPending} data-testid="profile-picture-change">
          {t('picture.change')}
        </Button>
      </Upload>
      <span className="profile-picture__hint">{t('picture.hint')}</span>
    </div>
  );
}

import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { AvatarClones } from './avatar-clones';
import { TalkingPhotos } from './talking-photos';
import { UploadedFiles } from './uploaded-files';

/** The uploads tab: avatar clones, talking photos made from the user's portraits, then every file they uploaded. */
export function UploadsTab() {
  const { t } = useTranslation('projects');
  return (
    <div className="uploads-tab">
      <Card title={t('uploads.clones')}>
        <AvatarClones />
      </Card>
      <Card title={t('uploads.photos')}>
        <TalkingPhotos />
      </Card>
      <Card title={t('uploads.files')}>
        <UploadedFiles />
      </Card>
    </div>
  );
}

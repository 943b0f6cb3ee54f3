import { PictureOutlined, TeamOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDigitalHuman } from '@orator/contracts';
import { PhotoAvatars } from './photo-avatars';
import { PresenterBrowser } from './presenter-browser';

export type TAvatarTab = 'presenters' | 'photos';

interface TAvatarPickerProps {
  chosen: TDigitalHuman | undefined;
  initialTab: TAvatarTab;
}

/** Stock presenters, or talking photos made from the user's own portraits. */
export function AvatarPicker({ chosen, initialTab }: TAvatarPickerProps) {
  const { t } = useTranslation('create');
  return (
    <Tabs
      size="small"
      defaultActiveKey={initialTab}
      items={[
        {
          key: 'presenters',
          label: <span data-testid="avatar-tab-presenters">{t('avatar.presenters')}</span>,
          icon: <TeamOutlined />,
          children: <PresenterBrowser chosen={chosen} />,
        },
        {
          key: 'photos',
          label: <span data-testid="avatar-tab-photos">{t('avatar.photos')}</span>,
          icon: <PictureOutlined />,
          children: <PhotoAvatars chosen={chosen} />,
        },
      ]}
    />
  );
}

import { PictureOutlined, TeamOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TDigitalHuman } from '@orator/contracts';
import { CloneAvatars } from './clone-avatars';
import { PhotoAvatars } from './photo-avatars';
import { PresenterBrowser } from './presenter-browser';

export type TAvatarTab = 'presenters' | 'photos' | 'clones';

interface TAvatarPickerProps {
  chosen: TDigitalHuman | undefined;
  initialTab: TAvatarTab;
}

/** Stock presenters, talking photos made from the user's own portraits, or the user's avatar clones. */
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
        {
          key: 'clones',
          label: <span data-testid="avatar-tab-clones">{t('avatar.clones')}</span>,
          icon: <UserSwitchOutlined />,
          children: <CloneAvatars chosen={chosen} />,
        },
      ]}
    />
  );
}

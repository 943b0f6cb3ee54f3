import type { ComponentType } from 'react';
import {
  AppstoreOutlined,
  AudioOutlined,
  CrownOutlined,
  FilePptOutlined,
  HomeOutlined,
  ProfileOutlined,
  SmileOutlined,
  SoundOutlined,
  UserOutlined,
  UserSwitchOutlined,
  VideoCameraOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { AppPath } from '../../../shared/lib/app-paths';
import type { resources } from '../../../shared/i18n/resources';

export type TNavItemKey = keyof (typeof resources)['en']['shell']['nav']['items'];
type TNavGroupTitle = keyof (typeof resources)['en']['shell']['nav']['groups'];

export interface TNavItem {
  key: TNavItemKey;
  /** App path, with a tab query where a screen hosts several tools. */
  to: string;
  icon: ComponentType;
  /** Other paths of the same screen (SPEC 2 spells some routes twice) that highlight this item. */
  alsoFor?: readonly string[];
}

export interface TNavGroup {
  key: string;
  /** The first group (home, workbench) goes without a title. */
  title?: TNavGroupTitle;
  items: readonly TNavItem[];
}

/** SPEC 2 "Sidebar items", in its order, grouped by what they are for. */
export const NAV_GROUPS: readonly TNavGroup[] = [
  {
    key: 'main',
    items: [
      { key: 'home', to: AppPath.Home, icon: HomeOutlined },
      { key: 'workbench', to: AppPath.Workbench, icon: AppstoreOutlined },
    ],
  },
  {
    key: 'create',
    title: 'create',
    items: [
      { key: 'dubbing', to: AppPath.Dubbing, icon: SoundOutlined },
      {
        key: 'avatarClone',
        to: AppPath.DigitalHumanClone,
        icon: UserSwitchOutlined,
        alsoFor: [AppPath.DigitalHumanCloneCamel],
      },
      { key: 'voiceClone', to: AppPath.VoiceClone, icon: AudioOutlined, alsoFor: [AppPath.InstantVoiceClone] },
      { key: 'digitalAvatar', to: AppPath.Create, icon: VideoCameraOutlined },
      { key: 'talkingPhoto', to: `${AppPath.Create}?tab=talkingPhoto`, icon: SmileOutlined },
      { key: 'pptAvatar', to: AppPath.PptCreate, icon: FilePptOutlined },
    ],
  },
  {
    key: 'account',
    title: 'account',
    items: [
      {
        key: 'userCenter',
        to: AppPath.UserCenter,
        icon: UserOutlined,
        alsoFor: [AppPath.ApiSetting, AppPath.ApiSettingKebab],
      },
      { key: 'orders', to: AppPath.Trade, icon: ProfileOutlined },
      { key: 'recharge', to: AppPath.Recharge, icon: WalletOutlined },
      { key: 'interests', to: AppPath.Interests, icon: CrownOutlined },
    ],
  },
];

/** The item to highlight for the screen on display, if the sidebar has one. */
export function activeNavItem(pathname: string): TNavItemKey | undefined {
  const items = NAV_GROUPS.flatMap((group) => group.items);
  return items.find((item) => item.to === pathname || item.alsoFor?.includes(pathname))?.key;
}

import type { TToolKey } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { TOOL_ENTRY } from '../../../shared/lib/feature-screens';
import type { resources } from '../../../shared/i18n/resources';
import type { TIconDrawing } from '../../../shared/ui/svg-icon';
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
} from './shell-icons';

export type TNavItemKey = keyof (typeof resources)['en']['shell']['nav']['items'];
type TNavGroupTitle = keyof (typeof resources)['en']['shell']['nav']['groups'];

export interface TNavItem {
  key: TNavItemKey;
  /** App path, with a tab query where a screen hosts several tools. */
  to: string;
  /** The tool of the feature registry the item opens: while it is not built, the item says so and leads nowhere. */
  tool?: TToolKey;
  icon: TIconDrawing;
  /** Other paths of the same screen (SPEC 2 spells some routes twice) that highlight this item. */
  alsoFor?: readonly string[];
}

export interface TNavGroup {
  key: string;
  /** The first group (home, workbench) goes without a title. */
  title?: TNavGroupTitle;
  items: readonly TNavItem[];
}

function toolItem(key: TNavItemKey, tool: TToolKey, icon: TIconDrawing, alsoFor?: readonly string[]): TNavItem {
  return { key, tool, to: TOOL_ENTRY[tool], icon, alsoFor };
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
      toolItem('dubbing', 'dubbing', SoundOutlined),
      toolItem('avatarClone', 'avatarClone', UserSwitchOutlined, [AppPath.DigitalHumanCloneCamel]),
      toolItem('voiceClone', 'voiceClone', AudioOutlined, [AppPath.InstantVoiceClone]),
      toolItem('digitalAvatar', 'avatarVideo', VideoCameraOutlined),
      toolItem('talkingPhoto', 'talkingPhoto', SmileOutlined),
      toolItem('pptAvatar', 'slidesVideo', FilePptOutlined),
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

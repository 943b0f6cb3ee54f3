import { isFeatureAvailable, type TToolKey } from '@orator/contracts';
import type { resources } from '../../shared/i18n/resources';
import type { TIconDrawing } from '../../shared/ui/svg-icon';
import {
  AimOutlined,
  AudioOutlined,
  BgColorsOutlined,
  CustomerServiceOutlined,
  EditOutlined,
  FileImageOutlined,
  FilePptOutlined,
  FileTextOutlined,
  LinkOutlined,
  PictureOutlined,
  ScissorOutlined,
  ShoppingOutlined,
  SkinOutlined,
  SmileOutlined,
  SoundOutlined,
  SwapOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  TranslationOutlined,
  UserSwitchOutlined,
  UsergroupAddOutlined,
  VideoCameraAddOutlined,
  VideoCameraOutlined,
  LayoutOutlined,
  FontSizeOutlined,
  LineChartOutlined,
  SafetyCertificateOutlined,
} from './tool-icons';

export type TToolSectionKey = keyof (typeof resources)['en']['workbench']['sections'];

/** A tool of the feature registry (contracts features.ts); where it opens is in shared/lib/feature-screens. */
export interface TTool {
  key: TToolKey;
  icon: TIconDrawing;
}

export interface TToolSection {
  key: TToolSectionKey;
  tools: readonly TTool[];
}

/** One card per tool of SPEC 1, grouped for the workbench. */
export const TOOL_SECTIONS: readonly TToolSection[] = [
  {
    key: 'video',
    tools: [
      { key: 'avatarVideo', icon: VideoCameraOutlined },
      { key: 'slidesVideo', icon: FilePptOutlined },
      { key: 'talkingPhoto', icon: SmileOutlined },
      { key: 'urlToVideo', icon: LinkOutlined },
      { key: 'templates', icon: LayoutOutlined },
      { key: 'imageToVideo', icon: FileImageOutlined },
      { key: 'textToVideo', icon: VideoCameraAddOutlined },
    ],
  },
  {
    key: 'voice',
    tools: [
      { key: 'dubbing', icon: SoundOutlined },
      { key: 'voiceClone', icon: AudioOutlined },
      { key: 'voices', icon: CustomerServiceOutlined },
      { key: 'voiceChanger', icon: ThunderboltOutlined },
      { key: 'subtitleExtraction', icon: FontSizeOutlined },
    ],
  },
  {
    key: 'avatars',
    tools: [
      { key: 'avatars', icon: UsergroupAddOutlined },
      { key: 'avatarClone', icon: UserSwitchOutlined },
      { key: 'fastClone', icon: VideoCameraAddOutlined },
    ],
  },
  {
    key: 'image',
    tools: [
      { key: 'aiModel', icon: SkinOutlined },
      { key: 'cutout', icon: ScissorOutlined },
      { key: 'imageGenerator', icon: PictureOutlined },
      { key: 'faceSwap', icon: SwapOutlined },
      { key: 'subtitleRemover', icon: BgColorsOutlined },
    ],
  },
  {
    key: 'marketing',
    tools: [
      { key: 'marketingCopy', icon: EditOutlined },
      { key: 'shoppingGuide', icon: ShoppingOutlined },
    ],
  },
  {
    key: 'ads',
    tools: [
      { key: 'adAvatar', icon: AimOutlined },
      { key: 'videoTranslation', icon: TranslationOutlined },
      { key: 'videoGenerator', icon: VideoCameraOutlined },
      { key: 'fixVideo', icon: ToolOutlined },
      { key: 'creativeDiagnosis', icon: LineChartOutlined },
      { key: 'scriptTool', icon: FileTextOutlined },
      { key: 'darkWatermark', icon: SafetyCertificateOutlined },
    ],
  },
];

/** A section's tools, those this version has first: the others wait below with their "coming soon" badge. */
export function toolsInDisplayOrder(section: TToolSection): TTool[] {
  return [...section.tools].sort((a, b) => Number(isFeatureAvailable(b.key)) - Number(isFeatureAvailable(a.key)));
}

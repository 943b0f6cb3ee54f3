import type { ComponentType } from 'react';
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
} from '@ant-design/icons';
import { AppPath } from '../../shared/lib/app-paths';
import type { resources } from '../../shared/i18n/resources';

export type TToolKey = keyof (typeof resources)['en']['workbench']['tools'];
export type TToolSectionKey = keyof (typeof resources)['en']['workbench']['sections'];

export interface TTool {
  key: TToolKey;
  /** App path, with a tab query where a screen hosts several tools. */
  to: string;
  icon: ComponentType;
}

export interface TToolSection {
  key: TToolSectionKey;
  tools: readonly TTool[];
}

/**
 * One card per feature of SPEC 1, grouped for the workbench. Voice changer and subtitle extraction have no
 * screen of their own in SPEC 2; their results are listed with dubbing, so they open the dubbing screen's tab.
 */
export const TOOL_SECTIONS: readonly TToolSection[] = [
  {
    key: 'video',
    tools: [
      { key: 'avatarVideo', to: AppPath.Create, icon: VideoCameraOutlined },
      { key: 'slidesVideo', to: AppPath.PptCreate, icon: FilePptOutlined },
      { key: 'talkingPhoto', to: `${AppPath.Create}?tab=talkingPhoto`, icon: SmileOutlined },
      { key: 'urlToVideo', to: AppPath.UrlToVideo, icon: LinkOutlined },
      { key: 'templates', to: AppPath.Template, icon: LayoutOutlined },
      { key: 'imageToVideo', to: AppPath.AiCharacterGeneration, icon: FileImageOutlined },
      { key: 'textToVideo', to: AppPath.AiVideoGen, icon: VideoCameraAddOutlined },
    ],
  },
  {
    key: 'voice',
    tools: [
      { key: 'dubbing', to: AppPath.Dubbing, icon: SoundOutlined },
      { key: 'voiceClone', to: AppPath.VoiceClone, icon: AudioOutlined },
      { key: 'voices', to: AppPath.Voices, icon: CustomerServiceOutlined },
      { key: 'voiceChanger', to: `${AppPath.Dubbing}?tab=voiceChanger`, icon: ThunderboltOutlined },
      { key: 'subtitleExtraction', to: `${AppPath.Dubbing}?tab=audioToSubtitle`, icon: FontSizeOutlined },
    ],
  },
  {
    key: 'avatars',
    tools: [
      { key: 'avatars', to: AppPath.Avatars, icon: UsergroupAddOutlined },
      { key: 'avatarClone', to: AppPath.DigitalHumanClone, icon: UserSwitchOutlined },
      { key: 'fastClone', to: AppPath.FastClone, icon: VideoCameraAddOutlined },
    ],
  },
  {
    key: 'image',
    tools: [
      { key: 'aiModel', to: AppPath.RealLifeModel, icon: SkinOutlined },
      { key: 'cutout', to: AppPath.Cutout, icon: ScissorOutlined },
      { key: 'imageGenerator', to: AppPath.ImageGenerator, icon: PictureOutlined },
      { key: 'faceSwap', to: AppPath.VideoFaceSwap, icon: SwapOutlined },
      { key: 'subtitleRemover', to: AppPath.VideoSubtitleRemover, icon: BgColorsOutlined },
    ],
  },
  {
    key: 'marketing',
    tools: [
      { key: 'marketingCopy', to: AppPath.Marketing, icon: EditOutlined },
      { key: 'shoppingGuide', to: AppPath.SmartShopping, icon: ShoppingOutlined },
    ],
  },
  {
    key: 'ads',
    tools: [
      { key: 'adAvatar', to: AppPath.TiktokAvatar, icon: AimOutlined },
      { key: 'videoTranslation', to: AppPath.AiVideoTranslation, icon: TranslationOutlined },
      { key: 'videoGenerator', to: AppPath.TiktokVideoGenerator, icon: VideoCameraOutlined },
      { key: 'fixVideo', to: AppPath.TiktokFixVideo, icon: ToolOutlined },
      { key: 'creativeDiagnosis', to: AppPath.TiktokCreativeDiagnosis, icon: LineChartOutlined },
      { key: 'scriptTool', to: AppPath.TiktokScript, icon: FileTextOutlined },
      { key: 'darkWatermark', to: AppPath.DarkWatermark, icon: SafetyCertificateOutlined },
    ],
  },
];

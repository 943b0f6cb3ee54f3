import {
  BgColorsOutlined,
  CustomerServiceOutlined,
  FontColorsOutlined,
  SoundOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDigitalHuman, TVoice } from '@orator/contracts';
import { AvatarPicker, type TAvatarTab } from './avatar-picker';
import { BackgroundPicker } from './background-picker';
import { MusicPicker } from './music-picker';
import { SubtitleSettings } from './subtitle-settings';
import { VoicePanel } from './voice-panel';
import './studio-panels.css';

export interface TStudioPanel {
  key: string;
  title: string;
  icon: ReactNode;
  content: ReactNode;
}

interface TStudioPanelsInput {
  avatar: TDigitalHuman | undefined;
  voice: TVoice | undefined;
  initialAvatarTab: TAvatarTab;
  /** Off where something else fills the frame behind the presenter, as the slides do in a slide video. */
  hasBackground?: boolean;
}

/** The settings panels, in the order a video is made; tabs on a desktop, stacked sections on a phone. */
export function useStudioPanels({
  avatar,
  voice,
  initialAvatarTab,
  hasBackground = true,
}: TStudioPanelsInput): TStudioPanel[] {
  const { t } = useTranslation('create');
  const panels: TStudioPanel[] = [
    {
      key: 'avatar',
      title: t('panel.avatar'),
      icon: <UserOutlined />,
      content: <AvatarPicker chosen={avatar} initialTab={initialAvatarTab} />,
    },
    { key: 'voice', title: t('panel.voice'), icon: <SoundOutlined />, content: <VoicePanel chosen={voice} /> },
    { key: 'background', title: t('panel.background'), icon: <BgColorsOutlined />, content: <BackgroundPicker /> },
    { key: 'subtitles', title: t('panel.subtitles'), icon: <FontColorsOutlined />, content: <SubtitleSettings /> },
    { key: 'music', title: t('panel.music'), icon: <CustomerServiceOutlined />, content: <MusicPicker /> },
  ];
  return hasBackground ? panels : panels.filter((panel) => panel.key !== 'background');
}

/** The panels as tabs down the side of a desktop studio. */
export function StudioRail({ panels, className }: { panels: TStudioPanel[]; className: string }) {
  return (
    <Card size="small" className={className}>
      <Tabs
        tabPlacement="start"
        className="studio-rail"
        items={panels.map((panel) => ({
          key: panel.key,
          label: (
            <span className="studio-rail__tab" data-testid={`panel-${panel.key}`}>
              {panel.icon}
              <span>{panel.title}</span>
            </span>
          ),
          children: panel.content,
        }))}
      />
    </Card>
  );
}

/** The panels as sections stacked down a phone studio. */
export function StudioSections({ panels, className }: { panels: TStudioPanel[]; className: string }) {
  return panels.map((panel) => (
    <Card key={panel.key} size="small" title={panel.title} className={className}>
      {panel.content}
    </Card>
  ));
}

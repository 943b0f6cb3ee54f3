import { UserOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDigitalHuman, TVideoRatio } from '@orator/contracts';
import { useFonts } from '../api/get-fonts';
import { useStudio } from '../studio/studio-context';
import { AvatarSprite } from './avatar-sprite';
import { PreviewBackground } from './preview-background';
import { subtitleSample } from './subtitle-sample';
import './preview-canvas.css';

function ratioValue(ratio: TVideoRatio): number {
  const [width, height] = ratio.split(':').map(Number);
  return width! / height!;
}

interface TPreviewCanvasProps {
  avatar: TDigitalHuman | undefined;
}

/** The video's frame at its ratio, composed as the renderer will: background, avatar, subtitle line. */
export function PreviewCanvas({ avatar }: TPreviewCanvasProps) {
  const { t } = useTranslation('create');
  const ratio = useStudio((state) => state.ratio);
  const background = useStudio((state) => state.background);
  const subtitles = useStudio((state) => state.subtitles);
  const script = useStudio((state) => state.script);
  const fonts = useFonts();
  const font = fonts.data?.find((candidate) => candidate.id === subtitles.fontId);

  return (
    <div className="preview-stage" style={{ '--ratio': ratioValue(ratio) } as CSSProperties}>
      <div className="preview-frame" data-ratio={ratio} data-testid="preview-frame">
        <PreviewBackground choice={background} />
        {avatar ? (
          <AvatarSprite key={avatar.digitalHumanId} avatar={avatar} />
        ) : (
          <div className="preview-frame__empty">
            <UserOutlined />
            <span>{t('preview.noAvatar')}</span>
          </div>
        )}
        {subtitles.enabled && (
          <p
            className="preview-subtitle"
            style={{ color: subtitles.color, fontFamily: font ? `"${font.family}", sans-serif` : undefined }}
            data-testid="preview-subtitle"
          >
            {subtitleSample(script) || t('preview.subtitleSample')}
          </p>
        )}
      </div>
    </div>
  );
}

import { ColumnHeightOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBTITLE_FONT_SIZE, type TDubbingTask } from '@orator/contracts';
import { useUpdateSubtitleFontSize } from '../api/update-subtitle-font-size';

/** Video widths the subtitles can be cut for: full HD landscape, and portrait. */
const VIDEO_WIDTHS = { landscape: 1920, portrait: 1080 } as const;

/** Re-cuts the subtitle lines so each fits the video at the chosen font size (bigger font, shorter lines). */
export function SubtitleFontSize({ task }: { task: TDubbingTask }) {
  const { t } = useTranslation('dubbing');
  const recut = useUpdateSubtitleFontSize();
  const [fontSize, setFontSize] = useState<number>(task.subtitleFontSize ?? SUBTITLE_FONT_SIZE.default);
  const [orientation, setOrientation] = useState<keyof typeof VIDEO_WIDTHS>('landscape');
  return (
    <div className="dubbing-font-size">
      <span>{t('result.fontSize')}</span>
      <Space.Compact size="small">
        <InputNumber
          min={SUBTITLE_FONT_SIZE.min}
          max={SUBTITLE_FONT_SIZE.max}
          value={fontSize}
          onChange={(value) => setFontSize(value ?? SUBTITLE_FONT_SIZE.default)}
          suffix="px"
          aria-label={t('result.fontSize')}
          data-testid="subtitle-font-size"
        />
        <Button
          onClick={() => setOrientation(orientation === 'landscape' ? 'portrait' : 'landscape')}
          data-testid="subtitle-orientation"
        >
          {t(`result.${orientation}`)}
        </Button>
        <Button
          icon={<ColumnHeightOutlined />}
          loading={recut.isPending}
          onClick={() => recut.mutate({ id: task.id, fontSize, videoWidth: VIDEO_WIDTHS[orientation] })}
          data-testid="subtitle-recut"
        >
          {t('result.recut')}
        </Button>
      </Space.Compact>
    </div>
  );
}

import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TVideoTask } from '@orator/contracts';
import { formatDateTime } from '../../../shared/lib/format-date';
import { formatDuration } from '../../../shared/lib/media-format';
import { useChargeText } from '../../../shared/ui/task-charge';

/** Every label SPEC 3 gives a video task, in its order, then what the video cost. */
export function TaskDetails({ task }: { task: TVideoTask }) {
  const { t, i18n } = useTranslation('projects');
  const chargeText = useChargeText();
  const none = t('detail.none');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const time = (value: string | null) => (value ? formatDateTime(value, i18n.language) : none);
  const isFromAudio = task.inputMode === 'audio';

  const fields = [
    ['duration', task.voicePackageDurationSecond === null ? none : formatDuration(task.voicePackageDurationSecond)],
    ['languageType', task.languageTypeName ?? task.languageType ?? none],
    ['voiceTimbre', task.voiceName ?? none],
    ['speakingStyle', task.speakStyle ?? none],
    ['textContent', isFromAudio ? t('detail.fromAudio') : task.copyContent || none],
    // Rate and pitch are multiples of the voice's normal speed and pitch, 1 being unchanged.
    ['speechRate', `${number.format(task.speakRate)}×`],
    ['pitch', `${number.format(task.speakPitch)}×`],
    ['ratio', task.scene.canvasConfig.showRatio],
    ['submissionTime', time(task.createTime)],
    ['generationTime', time(task.finishTime)],
    ['cost', chargeText(task)],
  ] as const;
  const items: DescriptionsProps['items'] = fields.map(([key, value]) => ({
    key,
    label: t(`detail.labels.${key}`),
    children: <span data-testid={`detail-${key}`}>{value}</span>,
    span: key === 'textContent' ? 'filled' : undefined,
  }));
  return <Descriptions items={items} column={{ xs: 1, sm: 2 }} size="small" bordered className="task-details" />;
}

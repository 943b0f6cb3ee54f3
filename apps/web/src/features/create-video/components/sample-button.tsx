import { PauseCircleFilled, PlayCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStudio, useUpdateStudio } from '../studio/studio-context';

interface TSampleButtonProps {
  url: string;
  /** What is played, for screen readers: a voice or track name. */
  name: string;
  testId: string;
}

/** Plays or stops a voice or music sample; starting one stops any other. */
export function SampleButton({ url, name, testId }: TSampleButtonProps) {
  const { t } = useTranslation('create');
  const playing = useStudio((state) => state.sampleUrl);
  const update = useUpdateStudio();
  const isPlaying = playing === url;
  return (
    <Button
      type="text"
      shape="circle"
      icon={isPlaying ? <PauseCircleFilled /> : <PlayCircleFilled />}
      className="sample-button"
      aria-label={isPlaying ? t('sample.stop', { name }) : t('sample.play', { name })}
      onClick={(event) => {
        // The button sits inside a row that selects on click: listening is not choosing.
        event.stopPropagation();
        update({ sampleUrl: isPlaying ? undefined : url });
      }}
      data-testid={testId}
    />
  );
}

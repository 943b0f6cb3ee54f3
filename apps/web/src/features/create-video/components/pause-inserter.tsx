import { PauseCircleOutlined } from '@ant-design/icons';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAUSE_CHOICES } from './script-rules';

interface TPauseInserterProps {
  onInsert: (seconds: number) => void;
}

/** A pause length and the button that writes it into the script at the cursor. */
export function PauseInserter({ onInsert }: TPauseInserterProps) {
  const { t } = useTranslation('create');
  const [seconds, setSeconds] = useState(1);
  return (
    <Space.Compact size="small">
      <Select
        value={seconds}
        onChange={setSeconds}
        options={PAUSE_CHOICES.map((value) => ({ value, label: t('script.pauseSeconds', { seconds: value }) }))}
        popupMatchSelectWidth={false}
        aria-label={t('script.pauseLength')}
        data-testid="pause-length"
      />
      <Button
        icon={<PauseCircleOutlined />}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onInsert(seconds)}
        data-testid="pause-insert"
      >
        {t('script.insertPause')}
      </Button>
    </Space.Compact>
  );
}

import { AudioOutlined, FontSizeOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStudio, useUpdateStudio } from '../studio/studio-context';
import type { TInputMode } from '../studio/studio-store';
import { AudioInput } from './audio-input';
import { ScriptEditor } from './script-editor';
import './script-and-price.css';

/** What the avatar says: a script spoken by the chosen voice, or uploaded audio. */
export function ScriptPanel({ limit }: { limit: number | undefined }) {
  const { t } = useTranslation('create');
  const inputMode = useStudio((state) => state.inputMode);
  const update = useUpdateStudio();
  return (
    <div className="script-panel">
      <Segmented<TInputMode>
        block
        value={inputMode}
        onChange={(value) => update({ inputMode: value })}
        options={[
          { value: 'text', label: t('mode.text'), icon: <FontSizeOutlined /> },
          { value: 'audio', label: t('mode.audio'), icon: <AudioOutlined /> },
        ]}
        data-testid="input-mode"
      />
      {inputMode === 'text' ? <ScriptEditor limit={limit} /> : <AudioInput />}
    </div>
  );
}

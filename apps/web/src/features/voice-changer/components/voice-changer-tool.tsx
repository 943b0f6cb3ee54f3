import { SoundOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveVoiceChange } from '../api/save-voice-change';
import { ChangeResult } from './change-result';
import { PresetPicker, type TVoiceSettings } from './preset-picker';
import { SourcePicker, type TVoiceSource } from './source-picker';
import '../voice-changer.css';

const FIRST_SETTINGS: TVoiceSettings = { preset: 'deeper', pitchSemitones: 0, formantSemitones: 0 };

/**
 * The voice changer (issue #6): upload or record audio, choose a voice, and hear and download the result.
 * Every change also lands in the project centre's voice change tab.
 */
export function VoiceChangerTool() {
  const { t } = useTranslation(['voiceChanger', 'messages']);
  const [source, setSource] = useState<TVoiceSource>();
  const [settings, setSettings] = useState<TVoiceSettings>(FIRST_SETTINGS);
  const [taskId, setTaskId] = useState<number>();
  const save = useSaveVoiceChange();
  const sourceUrlRef = useRef<string | undefined>(undefined);

  // The user's own copy of the original is only freed when the tool goes away or another file replaces it.
  useEffect(() => {
    sourceUrlRef.current = source?.localUrl;
  }, [source]);
  useEffect(
    () => () => {
      if (sourceUrlRef.current) URL.revokeObjectURL(sourceUrlRef.current);
    },
    [],
  );

  const isCustomUnchanged =
    settings.preset === 'custom' && settings.pitchSemitones === 0 && settings.formantSemitones === 0;

  function changeSource(next: TVoiceSource | undefined) {
    setSource(next);
    setTaskId(undefined);
    save.reset();
  }

  function convert() {
    if (!source) return;
    save.mutate({ fileId: source.file.id, ...settings }, { onSuccess: (task) => setTaskId(task.id) });
  }

  return (
    <Card className="voice-changer" data-testid="voice-changer-tool">
      <div className="voice-changer__header">
        <Typography.Title level={3}>
          <SoundOutlined /> {t('tool.title')}
        </Typography.Title>
        <Tag color="green" data-testid="voice-changer-free">
          {t('tool.free')}
        </Tag>
      </div>
      <Typography.Paragraph className="voice-changer-muted">{t('tool.intro')}</Typography.Paragraph>

      <section className="voice-changer__step">
        <Typography.Title level={5}>{t('tool.sourceTitle')}</Typography.Title>
        <SourcePicker source={source} onChange={changeSource} disabled={save.isPending} />
      </section>

      <section className="voice-changer__step">
        <Typography.Title level={5}>{t('tool.voiceTitle')}</Typography.Title>
        <PresetPicker value={settings} onChange={setSettings} disabled={save.isPending} />
      </section>

      <div className="voice-changer__convert">
        <Button
          type="primary"
          size="large"
          onClick={convert}
          loading={save.isPending}
          disabled={!source || isCustomUnchanged}
          data-testid="voice-change-convert"
        >
          {t('tool.convert')}
        </Button>
        {!source && <span className="voice-changer-muted">{t('tool.needsAudio')}</span>}
        {source && isCustomUnchanged && <span className="voice-changer-muted">{t('custom.unchanged')}</span>}
      </div>

      {save.isError && (
        <Alert
          type="error"
          showIcon
          title={<span data-testid="voice-change-refused">{save.error.message || t('messages:serverError')}</span>}
        />
      )}
      {taskId !== undefined && <ChangeResult taskId={taskId} originalUrl={source?.localUrl} />}
    </Card>
  );
}

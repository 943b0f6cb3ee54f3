import { DownloadOutlined, RedoOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSentenceFit, TTranslationSentence, TVideoTranslationTask } from '@orator/contracts';
import { formatTimestamp, languageName } from '../video-translation-rules';
import { RegenerateDialog } from './regenerate-dialog';

/** The saved name of a download: the task's name and what the file is. */
function fileName(task: TVideoTranslationTask, suffix: string): string {
  return `${task.taskName}${suffix}`;
}

function FitTag({ fit, testId }: { fit: TSentenceFit | null; testId: string }) {
  const { t } = useTranslation('videoTranslation');
  if (!fit) return null;
  if (fit.status === 'tooLong') {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('result.fit.tooLong', { seconds: fit.overflowSec.toFixed(1) })}
        className="vt-fit-warning"
        data-testid={testId}
      />
    );
  }
  const color = fit.status === 'fits' ? 'success' : 'processing';
  return (
    <Tag color={color} data-testid={testId}>
      {t(`result.fit.${fit.status}`, { tempo: fit.tempo.toFixed(2) })}
    </Tag>
  );
}

/** Step 5: the translated video, its files, and each sentence as it was fitted, to say again if needed. */
export function TranslationResult({ task }: { task: TVideoTranslationTask }) {
  const { t, i18n } = useTranslation('videoTranslation');
  const [regenerating, setRegenerating] = useState<TTranslationSentence>();
  const tooLong = task.sentences.filter((sentence) => sentence.fit?.status === 'tooLong').length;
  const downloads = [
    { key: 'video', url: task.videoUrl, name: fileName(task, '.mp4') },
    { key: 'sourceSrt', url: task.sourceSrtUrl, name: fileName(task, `.${task.sourceLanguage ?? 'source'}.srt`) },
    { key: 'targetSrt', url: task.targetSrtUrl, name: fileName(task, `.${task.targetLanguage ?? 'target'}.srt`) },
  ] as const;

  return (
    <div className="vt-result" data-testid="vt-result">
      <section className="vt-result__video">
        {task.videoUrl && (
          <video
            className="vt-result__player"
            src={task.videoUrl}
            poster={task.coverUrl ?? undefined}
            controls
            playsInline
            preload="metadata"
            data-testid="vt-result-video"
          />
        )}
        <Space wrap>
          {downloads.map(
            ({ key, url, name }) =>
              url && (
                <Button
                  key={key}
                  icon={<DownloadOutlined />}
                  href={url}
                  download={name}
                  type={key === 'video' ? 'primary' : 'default'}
                  data-testid={`vt-download-${key}`}
                >
                  {t(`result.download.${key}`)}
                </Button>
              ),
          )}
        </Space>
      </section>
      <section className="vt-result__sentences">
        <h3 className="vt-step-title">
          {t('result.sentences', {
            source: task.sourceLanguage ? languageName(task.sourceLanguage, i18n.language) : '',
            target: task.targetLanguage ? languageName(task.targetLanguage, i18n.language) : '',
          })}
        </h3>
        {task.failReason && <Alert type="error" showIcon title={task.failReason} data-testid="vt-result-failure" />}
        {tooLong > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t('result.tooLongSummary', { count: tooLong })}
            data-testid="vt-too-long"
          />
        )}
        <ol className="vt-result__list">
          {task.sentences.map((sentence) => {
            const testId = `vt-result-sentence-${sentence.index}`;
            return (
              <li key={sentence.index} className="vt-result__sentence" data-testid={testId}>
                <div className="vt-result__sentence-head">
                  <span className="vt-muted">
                    {sentence.index + 1}. {formatTimestamp(sentence.start)} – {formatTimestamp(sentence.end)}
                  </span>
                  <FitTag fit={sentence.fit} testId={`${testId}-fit`} />
                  {sentence.voiceId && <Tag>{t('result.ownVoice')}</Tag>}
                  <Button
                    size="small"
                    icon={<RedoOutlined />}
                    onClick={() => setRegenerating(sentence)}
                    data-testid={`${testId}-regenerate`}
                  >
                    {t('result.regenerate')}
                  </Button>
                </div>
                <p className="vt-result__source">{sentence.source}</p>
                <p className="vt-result__text">{sentence.text}</p>
              </li>
            );
          })}
        </ol>
      </section>
      {regenerating && (
        <RegenerateDialog task={task} sentence={regenerating} onClose={() => setRegenerating(undefined)} />
      )}
    </div>
  );
}

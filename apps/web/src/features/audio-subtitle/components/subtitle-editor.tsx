import { Alert, Button, Input, Space, Tooltip, message } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAudioSubtitleTask, TSubtitleCue, TSubtitleFormat } from '@orator/contracts';
import { useEditAudioSubtitle } from '../api/edit-audio-subtitle';
import { useExportAudioSubtitle } from '../api/export-audio-subtitle';
import { useStoredFile } from '../../../shared/api/use-stored-file';
import { useObjectUrl } from '../../../shared/lib/use-object-url';
import { cueAt, cueProblem, withoutEmptyLines } from '../cue-rules';
import { CueRow } from './cue-row';

/** The finished subtitles: listen, jump to a line, correct text and times, save, download SRT or VTT. */
export function SubtitleEditor({ task }: { task: TAudioSubtitleTask }) {
  const { t } = useTranslation(['audioSubtitle', 'messages']);
  const [name, setName] = useState(task.taskName);
  const [cues, setCues] = useState<TSubtitleCue[]>(task.cues);
  const [problem, setProblem] = useState<string>();
  const [heard, setHeard] = useState(-1);
  const audio = useRef<HTMLAudioElement>(null);
  const save = useEditAudioSubtitle();
  const download = useExportAudioSubtitle();
  const audioUrl = useObjectUrl(useStoredFile(task.audioFileId).data);

  const isDirty = name !== task.taskName || JSON.stringify(cues) !== JSON.stringify(task.cues);

  function change(index: number, next: TSubtitleCue) {
    setCues((current) => current.map((cue, i) => (i === index ? next : cue)));
  }

  function remove(index: number) {
    setCues((current) => current.filter((_, i) => i !== index));
  }

  function play(cue: TSubtitleCue) {
    const player = audio.current;
    if (!player) return;
    player.currentTime = cue.start;
    void player.play().catch(() => undefined);
  }

  function submit() {
    const kept = withoutEmptyLines(cues);
    const found = cueProblem(kept, task.durationSec);
    if (found) {
      setProblem(t(`messages:${found.key}`, { line: found.line }));
      return;
    }
    setProblem(undefined);
    // A saved task remounts the editor (its key is the task's update time), which drops mutate()'s own
    // callbacks: the promise still settles, so the confirmation is shown from it.
    void save.mutateAsync({ id: task.id, cues: kept, taskName: name.trim() || task.taskName }).then(
      () => void message.success(t('editor.saved')),
      (error: Error) => setProblem(error.message),
    );
  }

  function exportAs(format: TSubtitleFormat) {
    download.mutate({ id: task.id, format, fileName: task.taskName });
  }

  const exportTip = isDirty ? t('editor.saveBeforeExport') : undefined;
  return (
    <div className="audio-subtitle__editor" data-testid="subtitle-editor">
      <label className="audio-subtitle__name">
        <span>{t('editor.name')}</span>
        <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
      </label>
      {audioUrl && (
        <audio
          ref={audio}
          className="audio-subtitle__player"
          src={audioUrl}
          controls
          preload="metadata"
          onTimeUpdate={(event) => setHeard(cueAt(cues, event.currentTarget.currentTime))}
          data-testid="subtitle-player"
        />
      )}
      <ol className="audio-subtitle__cues" aria-label={t('editor.lines', { count: cues.length })}>
        {cues.map((cue, index) => (
          <CueRow
            key={index}
            index={index}
            cue={cue}
            isHeard={index === heard}
            onChange={(next) => change(index, next)}
            onPlay={() => play(cue)}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      {problem && <Alert type="error" showIcon message={problem} />}
      <Space wrap className="audio-subtitle__actions">
        <Button type="primary" onClick={submit} loading={save.isPending} disabled={!isDirty}>
          {t('editor.save')}
        </Button>
        {isDirty && <span className="audio-subtitle__unsaved">{t('editor.unsaved')}</span>}
        <Tooltip title={exportTip}>
          <Button
            onClick={() => exportAs('srt')}
            disabled={isDirty}
            loading={download.isPending && download.variables?.format === 'srt'}
          >
            {t('editor.exportSrt')}
          </Button>
        </Tooltip>
        <Tooltip title={exportTip}>
          <Button
            onClick={() => exportAs('vtt')}
            disabled={isDirty}
            loading={download.isPending && download.variables?.format === 'vtt'}
          >
            {t('editor.exportVtt')}
          </Button>
        </Tooltip>
      </Space>
    </div>
  );
}

import { Input, Switch, Tooltip, type GetRef } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SCRIPT_MIN_CHARS_LONG, scriptLength } from '@orator/contracts';
import { useStudio, useUpdateStudio } from '../studio/studio-context';
import { STUDIO_FIELD_ID } from '../studio/studio-fields';
import { AiWriteButton } from './ai-write-button';
import { PauseInserter } from './pause-inserter';
import { ScriptProblemMessage } from './script-problem-message';
import { insertPause, scriptProblem } from './script-rules';
import { SensitiveWordsAlert } from './sensitive-words-alert';

interface TScriptEditorProps {
  /** The plan's character limit; unknown until the permission has loaded. */
  limit: number | undefined;
}

/** The script, with pauses, the long mode, the character count against the plan and what stops it. */
export function ScriptEditor({ limit }: TScriptEditorProps) {
  const { t } = useTranslation('create');
  const script = useStudio((state) => state.script);
  const isLongMode = useStudio((state) => state.isLongMode);
  const isSubmitAttempted = useStudio((state) => state.isSubmitAttempted);
  const update = useUpdateStudio();
  const textAreaRef = useRef<GetRef<typeof Input.TextArea>>(null);

  const length = scriptLength(script);
  const problem = scriptProblem(script, { isLongMode, limit });
  // An empty script is not wrong yet; a short one is, once the user has written or tried to generate.
  const shownProblem = problem && (problem.key === 'characterLimitExceeded' || length > 0 || isSubmitAttempted);

  function addPause(seconds: number) {
    const element = textAreaRef.current?.resizableTextArea?.textArea;
    const selection = element
      ? { start: element.selectionStart, end: element.selectionEnd }
      : { start: script.length, end: script.length };
    const next = insertPause(script, seconds, selection);
    update({ script: next.script });
    // The value is rendered on the next frame; only then can the cursor go after the token.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.cursor, next.cursor);
    });
  }

  return (
    <div className="script-editor">
      <Input.TextArea
        ref={textAreaRef}
        id={STUDIO_FIELD_ID.script}
        value={script}
        onChange={(event) => update({ script: event.target.value })}
        placeholder={t('script.placeholder')}
        autoSize={{ minRows: 9, maxRows: 20 }}
        status={shownProblem ? 'error' : undefined}
        aria-label={t('script.label')}
        data-testid="script-input"
      />
      <div className="script-editor__toolbar">
        <AiWriteButton />
        <PauseInserter onInsert={addPause} />
        <Tooltip title={t('script.longModeHint', { min: SCRIPT_MIN_CHARS_LONG })}>
          <label className="script-editor__long-mode">
            <Switch
              size="small"
              checked={isLongMode}
              onChange={(checked) => update({ isLongMode: checked })}
              data-testid="long-mode"
            />
            {t('script.longMode')}
          </label>
        </Tooltip>
        <span
          className={`script-editor__counter${problem?.key === 'characterLimitExceeded' ? ' is-over' : ''}`}
          data-testid="script-counter"
        >
          {length} / {limit ?? '…'}
        </span>
      </div>
      {shownProblem && <ScriptProblemMessage problem={problem} />}
      <SensitiveWordsAlert script={script} />
    </div>
  );
}

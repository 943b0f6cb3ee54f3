import { EditOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStudio, useUpdateStudio } from '../studio/studio-context';
import { STUDIO_FIELD_ID } from '../studio/studio-fields';
import { useTaskName } from '../studio/use-studio-choices';

/** ZSaveTaskRequest: a task name is 1 to 100 characters. */
const TASK_NAME_MAX = 100;

/** The video's name, prefilled with the server's numbered suggestion; it cannot be left empty. */
export function TaskNameField() {
  const { t } = useTranslation(['create', 'messages']);
  const taskName = useTaskName();
  const isSubmitAttempted = useStudio((state) => state.isSubmitAttempted);
  const isTouched = useStudio((state) => state.taskName !== undefined);
  const update = useUpdateStudio();
  const isEmpty = taskName.trim() === '';
  const showError = isEmpty && (isTouched || isSubmitAttempted);

  return (
    <div className="task-name">
      <Input
        id={STUDIO_FIELD_ID.taskName}
        value={taskName}
        onChange={(event) => update({ taskName: event.target.value })}
        maxLength={TASK_NAME_MAX}
        prefix={<EditOutlined />}
        placeholder={t('taskName.placeholder')}
        status={showError ? 'error' : undefined}
        aria-label={t('taskName.label')}
        data-testid="task-name"
      />
      {showError && (
        <div className="studio-field-error" data-testid="task-name-error">
          {t('messages:videoNameRequired')}
        </div>
      )}
    </div>
  );
}

import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TVideoTask } from '@orator/contracts';
import { messageText } from '../../../shared/i18n/message-text';
import { showErrorToast, showSuccessToast } from '../../../shared/ui/toast';
import { useUpdateTask } from '../api/update-task';

/** ZUpdateTaskRequest's limit, so the field stops where the server would refuse. */
const TASK_NAME_MAX_LENGTH = 100;

interface TTaskNameProps {
  task: TVideoTask;
  /** The detail page shows the name as its heading. */
  isHeading?: boolean;
}

/** A video's name, renamed in place (SPEC 5: it cannot be empty). */
export function TaskName({ task, isHeading = false }: TTaskNameProps) {
  const { t } = useTranslation('projects');
  const update = useUpdateTask();

  function rename(value: string) {
    const taskName = value.trim();
    if (!taskName) {
      showErrorToast(messageText('videoNameRequired'));
      return;
    }
    if (taskName === task.taskName) return;
    update.mutate({ id: task.id, taskName }, { onSuccess: () => showSuccessToast(t('task.renamed')) });
  }

  const editable = { onChange: rename, maxLength: TASK_NAME_MAX_LENGTH, tooltip: t('task.rename') };
  return isHeading ? (
    <Typography.Title level={3} editable={editable} className="task-name task-name--heading" data-testid="task-name">
      {task.taskName}
    </Typography.Title>
  ) : (
    <Typography.Text
      editable={editable}
      ellipsis={{ tooltip: task.taskName }}
      strong
      className="task-name"
      data-testid={`task-name-${task.id}`}
    >
      {task.taskName}
    </Typography.Text>
  );
}

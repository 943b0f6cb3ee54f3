import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { envelopeText, isEnvelope } from '../../../shared/api/envelope';
import { messageText } from '../../../shared/i18n/message-text';
import { useInsufficientBalance } from '../../../shared/ui/insufficient-balance';
import { showWarningToast } from '../../../shared/ui/toast';
import { useRetryTask } from '../api/retry-task';

/**
 * SPEC 4: a failed video can be generated again. It is paid again, so a short balance opens the video variant
 * of the balance dialog; a refusal for another reason (a task already generating) is said as the server says it.
 */
export function RetryButton({ taskId }: { taskId: number }) {
  const { t } = useTranslation('projects');
  const retry = useRetryTask();
  const balance = useInsufficientBalance();

  function retryTask() {
    retry.mutate(taskId, {
      onSuccess: (result) => {
        if (balance.handle(result, 'video') || !isEnvelope(result)) return;
        showWarningToast(envelopeText(result) || messageText('videoTaskBusy'));
      },
    });
  }

  return (
    <>
      <Button
        size="small"
        icon={<ReloadOutlined />}
        loading={retry.isPending}
        onClick={retryTask}
        data-testid={`task-retry-${taskId}`}
      >
        {t('task.retry')}
      </Button>
      {balance.dialog}
    </>
  );
}

import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Card, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TRewardTaskState } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useClaimReward, type TClaimableTask } from '../api/claim-reward';
import { useRewardTasks } from '../api/get-reward-tasks';

/** Where a task not yet done is done. Sign-in and reviews are on this page. */
const TASK_PLACES: Partial<Record<TRewardTaskState['task'], { to: string } | { anchor: string }>> = {
  signIn: { anchor: '#sign-in' },
  profile: { to: AppPath.UserCenter },
  comment: { anchor: '#review' },
  invite: { anchor: '#invite' },
};

export function RewardTasks() {
  const { t } = useTranslation('rewards');
  const tasks = useRewardTasks();
  const claim = useClaimReward();

  async function claimTask(task: TClaimableTask) {
    await claim.mutateAsync(task).then(
      ({ kcoins }) => showSuccessToast(t('tasks.claimed', { count: kcoins, amount: kcoins })),
      () => undefined,
    );
  }

  function action(task: TRewardTaskState) {
    if (task.task !== 'signIn' && task.claimable) {
      return (
        <Button
          type="primary"
          size="small"
          loading={claim.isPending && claim.variables === task.task}
          onClick={() => void claimTask(task.task as TClaimableTask)}
          data-testid={`task-claim-${task.task}`}
        >
          {t('tasks.claim')}
        </Button>
      );
    }
    if (task.done) {
      return (
        <Tag icon={<CheckCircleFilled />} color="success" data-testid={`task-done-${task.task}`}>
          {t('tasks.done')}
        </Tag>
      );
    }
    const place = TASK_PLACES[task.task];
    if (place && 'to' in place) {
      return (
        <Link to={place.to}>
          <Button size="small">{t('tasks.go')}</Button>
        </Link>
      );
    }
    return (
      <Button size="small" href={place?.anchor}>
        {t('tasks.go')}
      </Button>
    );
  }

  return (
    <Card title={t('tasks.title')} data-testid="reward-tasks">
      <List<TRewardTaskState>
        loading={tasks.isLoading}
        dataSource={tasks.data ?? []}
        renderItem={(task) => {
          // Once today's sign-in is done the server offers no more K-coins for it: say so rather than "+0".
          const isSignedInToday = task.task === 'signIn' && task.done;
          return (
            <List.Item actions={[action(task)]} data-testid={`task-${task.task}`}>
              <List.Item.Meta
                title={t(`tasks.${task.task}.title`)}
                description={
                  isSignedInToday
                    ? t('tasks.signIn.doneText')
                    : t(`tasks.${task.task}.text`, { count: task.kcoins, amount: task.kcoins })
                }
              />
              {!isSignedInToday && <span className="reward-task__kcoins">+{task.kcoins}</span>}
            </List.Item>
          );
        }}
      />
    </Card>
  );
}

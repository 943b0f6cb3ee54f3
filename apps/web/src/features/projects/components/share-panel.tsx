import { Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TaskStatus, type TVideoTask } from '@orator/contracts';
import { AppPath, toBrowserPath } from '../../../shared/lib/app-paths';
import { useShareTask } from '../api/share-task';

/** The address of a shared video's public page: <origin>/ai/share-video/<token>. */
export function shareLink(token: string): string {
  return `${window.location.origin}${toBrowserPath(`${AppPath.ShareVideo}/${encodeURIComponent(token)}`)}`;
}

/** SPEC 4 "Sharing": a finished video can be shared by link, and unshared, which makes the link lead nowhere. */
export function SharePanel({ task }: { task: TVideoTask }) {
  const { t } = useTranslation('projects');
  const share = useShareTask();
  const isFinished = task.taskStatusTypeId === TaskStatus.Finished;
  const isShared = task.shareEnabled && task.shareToken !== null;
  const note = !isFinished ? 'notReady' : isShared ? 'on' : 'off';

  return (
    <section className="share-panel">
      <label className="share-panel__switch">
        <Switch
          checked={isShared}
          disabled={!isFinished}
          loading={share.isPending}
          onChange={(isEnabled) => share.mutate({ id: task.id, isEnabled })}
          data-testid="share-switch"
        />
        <strong>{t('detail.share.label')}</strong>
      </label>
      <span className="projects-muted" data-testid="share-note">
        {t(`detail.share.${note}`)}
      </span>
      {isShared && task.shareToken && (
        <div className="share-panel__link">
          <span className="projects-muted">{t('detail.share.link')}</span>
          <Typography.Text
            copyable={{ tooltips: [t('detail.share.copy'), t('detail.share.copied')] }}
            code
            data-testid="share-link"
          >
            {shareLink(task.shareToken)}
          </Typography.Text>
        </div>
      )}
    </section>
  );
}

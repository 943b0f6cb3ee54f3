import { VideoCameraAddOutlined } from '@ant-design/icons';
import { Button, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TSharedVideo } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { formatDateTime } from '../../../shared/lib/format-date';
import { isSignedIn } from '../../../shared/storage/session-credentials';
import { useSharedVideo } from '../api/get-shared-video';
import { aspectRatioOf } from '../components/task-thumbnail';
import { formatDuration } from '../../../shared/lib/media-format';
import './projects.css';

function NotShared() {
  const { t } = useTranslation('projects');
  return (
    <Result
      status="404"
      title={<span data-testid="shared-missing">{t('shared.missingTitle')}</span>}
      subTitle={t('shared.missingText')}
    />
  );
}

/** The way from someone else's video to one's own: the editor when signed in, sign-up for a visitor. */
function CreateYourOwn() {
  const { t } = useTranslation('projects');
  return (
    <aside className="shared-video__cta">
      <strong>{t('shared.ctaTitle')}</strong>
      <span>{t('shared.ctaText')}</span>
      <Link to={isSignedIn() ? AppPath.Create : AppPath.Register}>
        <Button type="primary" size="large" icon={<VideoCameraAddOutlined />} data-testid="shared-cta">
          {t('shared.cta')}
        </Button>
      </Link>
    </aside>
  );
}

function SharedVideoView({ video }: { video: TSharedVideo }) {
  const { t, i18n } = useTranslation('projects');
  return (
    <article className="shared-video">
      <div className="video-player" style={{ aspectRatio: aspectRatioOf(video.showRatio) }}>
        {/* A shared file is public: the browser streams it by address, with no session to send. */}
        <video
          className="video-player__video"
          src={video.videoUrl}
          poster={video.thumbnailUrl ?? undefined}
          controls
          playsInline
          preload="metadata"
          data-testid="shared-player"
        />
      </div>
      <div className="shared-video__info">
        <Typography.Title level={2} className="shared-video__title" data-testid="shared-name">
          {video.taskName}
        </Typography.Title>
        <span className="projects-muted" data-testid="shared-facts">
          {video.durationSec !== null && t('shared.duration', { duration: formatDuration(video.durationSec) })}
          {video.durationSec !== null && ' · '}
          {t('shared.date', { date: formatDateTime(video.createTime, i18n.language) })}
        </span>
        <span className="projects-muted">{t('shared.madeWith')}</span>
      </div>
      <CreateYourOwn />
    </article>
  );
}

function SharedVideo({ token }: { token: string }) {
  const shared = useSharedVideo(token);
  if (shared.isPending) return <Spin className="projects-loading" />;
  if (!shared.data) return <NotShared />;
  return <SharedVideoView video={shared.data} />;
}

/** SPEC 2 public page ShareVideo: a video its owner shared, for anyone with the link (/share-video/<token>). */
export default function ShareVideoPage() {
  const { id } = useParams();
  return <div className="shared-video-page">{id ? <SharedVideo key={id} token={id} /> : <NotShared />}</div>;
}

import { DownloadOutlined, PlayCircleFilled } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type Location } from 'react-router';
import { AppPath } from '../../../shared/lib/app-paths';
import { AntdScope } from '../../../shared/ui/antd-scope';
import { useMarkDownloaded } from '../api/mark-downloaded';
import { useCompletedVideo } from '../completed-video-store';
import { useDownloadVideo } from '../hooks/use-download-video';
import { videoShape } from '../video-ratio';
import './video-completed-popup.css';

/**
 * SPEC 2: the video-completed popup with the task's name, its thumbnail under a play overlay shaped by the
 * ratio, 'view now' and download. The shell shows it on desktop widths only. Both buttons mark the task
 * downloaded (SPEC 4); a download that fails keeps the popup so the user can try again. A video whose
 * detail page is already open needs no popup: it would only cover the page's own player and download. In its own
 * AntdScope, as the shell that holds it is built without antd.
 */
export default function VideoCompletedDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const video = useCompletedVideo((state) => state.video);
  const clear = useCompletedVideo((state) => state.clear);
  const markDownloaded = useMarkDownloaded();
  const download = useDownloadVideo();
  const viewedTaskId = detailTaskId(useLocation());
  const isViewed = video !== null && video.id === viewedTaskId;

  useEffect(() => {
    if (isViewed) clear();
  }, [isViewed, clear]);

  function viewNow() {
    if (!video) return;
    markDownloaded.mutate(video.id);
    clear();
    void navigate(`${AppPath.DigitalDetail}?id=${video.id}`);
  }

  function downloadVideo() {
    if (video) download.mutate(video, { onSuccess: clear });
  }

  return (
    <AntdScope>
      <Modal
        open={video !== null && !isViewed}
        title={t('videoCompleted.title')}
        onCancel={clear}
        footer={null}
        width={420}
        data-testid="video-completed-popup"
      >
        {video && (
          <div className="video-completed">
            <div className="video-completed__name" data-testid="video-completed-name">
              {video.taskName}
            </div>
            <button
              type="button"
              className={`video-completed__preview video-completed__preview--${videoShape(video.showRatio)}`}
              onClick={viewNow}
              aria-label={t('videoCompleted.play')}
              data-testid="video-completed-preview"
            >
              {video.targetFileThumbnailUrl && (
                <img className="video-completed__thumbnail" src={video.targetFileThumbnailUrl} alt="" />
              )}
              <PlayCircleFilled className="video-completed__play" />
            </button>
            <div className="video-completed__actions">
              <Button type="primary" onClick={viewNow} data-testid="video-completed-view">
                {t('videoCompleted.viewNow')}
              </Button>
              <Button
                icon={<DownloadOutlined />}
                loading={download.isPending}
                onClick={downloadVideo}
                data-testid="video-completed-download"
              >
                {t('videoCompleted.download')}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </AntdScope>
  );
}

/** The task a detail page shows, under either of its paths. */
function detailTaskId(location: Location): number | undefined {
  const isDetail = location.pathname === AppPath.DigitalDetail || location.pathname === AppPath.DigitalDetailKebab;
  const id = isDetail ? Number(new URLSearchParams(location.search).get('id')) : NaN;
  return Number.isInteger(id) ? id : undefined;
}

import { DownloadOutlined, PlayCircleFilled } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { downloadUrl } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { useCompletedVideo } from '../completed-video-store';
import { videoShape } from '../video-ratio';
import './video-completed-popup.css';

/**
 * SPEC 2: the video-completed popup with the task's name, its thumbnail under a play overlay shaped by the
 * ratio, 'view now' and download. The shell shows it on desktop widths only. Marking the task downloaded on
 * the server arrives with the task list (issue #5); until then both buttons only clear the popup.
 */
export function VideoCompletedPopup() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const video = useCompletedVideo((state) => state.video);
  const clear = useCompletedVideo((state) => state.clear);

  function viewNow() {
    if (!video) return;
    clear();
    void navigate(`${AppPath.DigitalDetail}?id=${video.id}`);
  }

  return (
    <Modal
      open={video !== null}
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
              href={downloadUrl(video.targetFileId, `${video.taskName}.mp4`)}
              onClick={clear}
              data-testid="video-completed-download"
            >
              {t('videoCompleted.download')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

import { AudioOutlined, DownloadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Empty, Pagination, Segmented, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileSource, type TFileInfo } from '@orator/contracts';
import { downloadFile } from '../../../shared/api/download-file';
import { formatDateTime } from '../../../shared/lib/format-date';
import { UPLOADED_FILES_PAGE_SIZE, useUploadedFiles } from '../api/get-uploaded-files';
import { formatFileSize } from '../project-format';
import { useProjectCentre } from '../project-centre-store';

/** What users upload for their videos, by the purpose the upload was for. */
const SOURCES = [
  { source: FileSource.Background, key: 'background' },
  { source: FileSource.Portrait, key: 'portrait' },
  { source: FileSource.Narration, key: 'narration' },
  { source: FileSource.AiPhoto, key: 'aiPhoto' },
  { source: FileSource.Cutout, key: 'cutout' },
] as const;

function FilePreview({ file }: { file: TFileInfo }) {
  // Images are shown; the `token` cookie signs an <img> request in. Audio and video get their kind's sign.
  if (file.mimeType.startsWith('image/')) return <img src={file.url} alt="" loading="lazy" />;
  return file.mimeType.startsWith('video/') ? <VideoCameraOutlined /> : <AudioOutlined />;
}

function FileCard({ file }: { file: TFileInfo }) {
  const { t, i18n } = useTranslation('projects');
  const download = useMutation({ mutationFn: () => downloadFile(file.id, file.fileName) });
  return (
    <article className="upload-card" data-testid={`file-${file.id}`}>
      <div className="upload-card__preview">
        <FilePreview file={file} />
      </div>
      <div className="upload-card__body">
        <span className="upload-card__name" title={file.fileName}>
          {file.fileName}
        </span>
        <span className="projects-muted">
          {formatFileSize(file.size, i18n.language)} · {formatDateTime(file.createTime, i18n.language)}
        </span>
      </div>
      <Button
        type="text"
        size="small"
        icon={<DownloadOutlined />}
        loading={download.isPending}
        onClick={() => download.mutate()}
        aria-label={t('task.download')}
        data-testid={`file-download-${file.id}`}
      />
    </article>
  );
}

/** The files the user uploaded (backgrounds, portraits, narration audio), the AI photos they kept and their cutouts. */
export function UploadedFiles() {
  const { t } = useTranslation('projects');
  const source = useProjectCentre((state) => state.fileSource);
  const current = useProjectCentre((state) => state.filesPage);
  const setSource = useProjectCentre((state) => state.setFileSource);
  const setPage = useProjectCentre((state) => state.setFilesPage);
  const files = useUploadedFiles({ source, current });

  return (
    <div className="uploaded-files">
      <Segmented
        value={source}
        onChange={(value) => setSource(value)}
        options={SOURCES.map(({ source: value, key }) => ({ value, label: t(`uploads.sources.${key}`) }))}
        data-testid="files-source"
      />
      {files.isPending && <Spin className="projects-loading" />}
      {files.data && files.data.total === 0 && <Empty description={t('uploads.filesEmpty')} />}
      {files.data && files.data.total > 0 && (
        <>
          <div className="upload-grid">
            {files.data.records.map((file) => (
              <FileCard key={file.id} file={file} />
            ))}
          </div>
          <Pagination
            className="projects-pagination"
            current={current}
            pageSize={UPLOADED_FILES_PAGE_SIZE}
            total={files.data.total}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={setPage}
          />
        </>
      )}
    </div>
  );
}

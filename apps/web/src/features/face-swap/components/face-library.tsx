import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Progress, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FACE_SWAP_PHOTO, type TFaceSwapFace } from '@orator/contracts';
import { useAddFace, useDeleteFaces } from '../api/face-swap-api';
import { photoProblem } from '../face-swap-rules';
import { StoredImage } from './stored-image';

interface TFaceLibraryProps {
  faces: TFaceSwapFace[];
}

function FaceState({ face }: { face: TFaceSwapFace }) {
  const { t } = useTranslation('faceSwap');
  if (face.state === 'checking') {
    return (
      <span className="face-swap-face__state" data-testid={`face-swap-face-checking-${face.id}`}>
        {t('library.checking', { percent: face.progress })}
        <Progress percent={face.progress} size="small" showInfo={false} />
      </span>
    );
  }
  if (face.state === 'refused') {
    return (
      <span className="face-swap-face__state">
        <Tag color="red">{t('library.refused')}</Tag>
        <span className="face-swap-face__message" data-testid={`face-swap-face-message-${face.id}`}>
          {face.message}
        </span>
      </span>
    );
  }
  return (
    <Tag color="green" data-testid={`face-swap-face-ready-${face.id}`}>
      {t('library.ready')}
    </Tag>
  );
}

/**
 * The face library: a photo is uploaded (with its progress), then checked by the server (with its own progress),
 * then ready to be picked for a person, or refused with the reason in words. Faces can be deleted.
 */
export function FaceLibrary({ faces }: TFaceLibraryProps) {
  const { t } = useTranslation(['faceSwap', 'messages']);
  const add = useAddFace();
  const remove = useDeleteFaces();
  const [percent, setPercent] = useState(0);
  const [problem, setProblem] = useState<string>();

  function pick(file: File) {
    const refusal = photoProblem(file);
    if (refusal) {
      setProblem(t(refusal === 'badImage' ? 'messages:faceCheckBadImage' : 'messages:faceCheckImageTooLarge'));
      return;
    }
    setProblem(undefined);
    setPercent(0);
    add.mutate({ file, onProgress: setPercent }, { onError: (error) => setProblem(error.message) });
  }

  return (
    <section className="face-swap-panel" data-testid="face-swap-library">
      <h2 className="face-swap-panel__title">{t('library.title')}</h2>
      <Upload
        accept={FACE_SWAP_PHOTO.accept}
        showUploadList={false}
        disabled={add.isPending}
        beforeUpload={(file) => {
          pick(file);
          return false;
        }}
        data-testid="face-swap-face-input"
      >
        <Button icon={<UserAddOutlined />} loading={add.isPending} data-testid="face-swap-face-add">
          {add.isPending ? t('library.uploading', { percent }) : t('library.add')}
        </Button>
      </Upload>
      <p className="face-swap-panel__hint">{t('library.rules')}</p>
      {problem && <Alert type="error" showIcon title={problem} data-testid="face-swap-face-error" />}
      {faces.length === 0 ? (
        <p className="face-swap-panel__hint" data-testid="face-swap-library-empty">
          {t('library.empty')}
        </p>
      ) : (
        <ul className="face-swap-faces">
          {faces.map((face) => (
            <li
              key={face.id}
              className="face-swap-face"
              data-testid={`face-swap-face-${face.id}`}
              data-state={face.state}
            >
              <StoredImage fileId={face.fileId} alt={face.name} className="face-swap-face__photo" />
              <div className="face-swap-face__body">
                <span className="face-swap-face__name">{face.name}</span>
                <FaceState face={face} />
              </div>
              <Popconfirm title={t('library.deleteConfirm')} onConfirm={() => remove.mutate([face.id])}>
                <Button
                  size="small"
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('library.delete')}
                  data-testid={`face-swap-face-delete-${face.id}`}
                />
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

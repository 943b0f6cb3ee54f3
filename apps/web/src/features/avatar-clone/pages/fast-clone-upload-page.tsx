import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  AVATAR_CLONE_NAME_MAX,
  UploadType,
  type TAvatarClone,
  type TAvatarCloneUploadType,
  type TCloneVideoCheck,
} from '@orator/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { AppPath } from '../../../shared/lib/app-paths';
import { InsufficientBalanceDialog, isInsufficientBalance } from '../../../shared/ui/insufficient-balance';
import { PageLoader } from '../../../shared/ui/page-loader';
import {
  useAvatarClone,
  useClonePrice,
  usePayAvatarClone,
  useSaveAvatarClone,
  useUpdateAvatarClone,
} from '../api/avatar-clone-api';
import { CloneVideoField } from '../components/clone-video-field';
import { NoticeCheckbox } from '../components/notice-checkbox';
import '../avatar-clone.css';

interface TCloneForm {
  name: string;
  video?: TCloneVideoCheck;
  notice: boolean;
}

function uploadTypeOf(param: string | null): TAvatarCloneUploadType {
  return Number(param) === UploadType.CloneCustomised ? UploadType.CloneCustomised : UploadType.CloneUpload;
}

/**
 * /fast-clone-upload/:id?: a new clone (fast, or customised with ?type=112), or the clone `id` changed
 * before paying or resubmitted after a refusal. Saving pays at once from the K-coin balance.
 */
export default function FastCloneUploadPage() {
  const { t } = useTranslation('avatarClone');
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ? Number(params.id) : undefined;
  const existing = useAvatarClone(id);
  const uploadTypeId = existing.data?.uploadTypeId ?? uploadTypeOf(search.get('type'));
  const price = useClonePrice(uploadTypeId);
  const save = useSaveAvatarClone();
  const update = useUpdateAvatarClone();
  const pay = usePayAvatarClone();
  const [form] = Form.useForm<TCloneForm>();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [isShort, setShort] = useState(false);
  const [saved, setSaved] = useState<TAvatarClone>();

  if (id !== undefined && existing.isLoading) return <PageLoader />;
  const kind = uploadTypeId === UploadType.CloneCustomised ? 'customised' : 'fast';

  async function payFor(clone: TAvatarClone) {
    const result = await pay.mutateAsync(clone.id);
    if (isInsufficientBalance(result)) {
      setShort(true);
      return;
    }
    void navigate(`${AppPath.FastCloneSuccess}?id=${clone.id}`);
  }

  async function submit(values: TCloneForm) {
    setError(undefined);
    try {
      const clone =
        saved ??
        (id !== undefined
          ? await update.mutateAsync({ id, name: values.name, videoFileId: values.video?.fileId })
          : await save.mutateAsync({
              uploadTypeId,
              name: values.name,
              videoFileId: values.video!.fileId,
              noticeAccepted: values.notice,
            }));
      setSaved(clone);
      await payFor(clone);
    } catch (failure) {
      if (isApiError(failure)) setError(failure.message);
    }
  }

  return (
    <div className="avatar-clone-page avatar-clone-page--form">
      <Typography.Title level={2}>{t(id === undefined ? `upload.title.${kind}` : 'upload.titleEdit')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t(`upload.lead.${kind}`)} <Link to={AppPath.VideoShootingSpecifications}>{t('upload.howToFilm')}</Link>
      </Typography.Paragraph>
      {existing.data?.reason && <Alert type="error" showIcon message={existing.data.reason} />}
      <Card className="avatar-clone-form">
        <Form
          form={form}
          layout="vertical"
          initialValues={{ name: existing.data?.name ?? '', notice: id !== undefined }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item
            name="name"
            label={t('field.name')}
            rules={[{ required: true, whitespace: true, message: t('upload.nameRequired') }]}
          >
            <Input maxLength={AVATAR_CLONE_NAME_MAX} data-testid="avatar-clone-name" />
          </Form.Item>
          <Form.Item
            name="video"
            label={t('field.video')}
            rules={id === undefined ? [{ required: true, message: t('upload.videoRequired') }] : []}
            extra={id !== undefined ? t('upload.keepVideo') : undefined}
          >
            <CloneVideoField onBusyChange={setBusy} />
          </Form.Item>
          {id === undefined && (
            <Form.Item
              name="notice"
              valuePropName="checked"
              rules={[
                {
                  validator: (_, checked: boolean) =>
                    checked ? Promise.resolve() : Promise.reject(new Error(t('upload.noticeRequired'))),
                },
              ]}
            >
              <NoticeCheckbox />
            </Form.Item>
          )}
          {price.data && (
            <Typography.Paragraph data-testid="avatar-clone-price">
              {t('upload.price', { price: price.data.priceKcoins, available: price.data.availableKcoins })}
            </Typography.Paragraph>
          )}
          {error && <Alert type="error" showIcon message={error} data-testid="avatar-clone-error" />}
          <Space wrap className="avatar-clone-card__actions">
            <Button
              type="primary"
              htmlType="submit"
              disabled={isBusy}
              loading={save.isPending || update.isPending || pay.isPending}
              data-testid="avatar-clone-submit"
            >
              {t('upload.submit', { count: price.data?.priceKcoins ?? 0 })}
            </Button>
            <Link to={AppPath.Avatars}>{t('upload.later')}</Link>
          </Space>
        </Form>
      </Card>
      <InsufficientBalanceDialog variant={isShort ? 'general' : undefined} onClose={() => setShort(false)} />
    </div>
  );
}

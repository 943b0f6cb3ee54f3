import { Alert, Button, Card, Descriptions, Empty, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  RENEWABLE_AVATAR_CLONE_STATES,
  RESUBMITTABLE_AVATAR_CLONE_STATES,
  UploadType,
  type TAvatarClone,
} from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { formatDateTime } from '../../../shared/lib/format-date';
import { InsufficientBalanceDialog, isInsufficientBalance } from '../../../shared/ui/insufficient-balance';
import { PageLoader } from '../../../shared/ui/page-loader';
import {
  useAvatarClones,
  useDeleteAvatarClones,
  usePayAvatarClone,
  useRenewAvatarClone,
} from '../api/avatar-clone-api';
import { CloneStatusTag } from '../../../shared/ui/clone-status-tag';

/** SPEC 3 "Avatar clone task" (name, source video, status) with what the owner can do in each state. */
function AvatarCloneCard({ clone, onShortOfKcoins }: { clone: TAvatarClone; onShortOfKcoins(): void }) {
  const { t, i18n } = useTranslation('avatarClone');
  const navigate = useNavigate();
  const pay = usePayAvatarClone();
  const renew = useRenewAvatarClone();
  const remove = useDeleteAvatarClones();
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '–');
  const kind = clone.uploadTypeId === UploadType.CloneCustomised ? 'customised' : 'fast';
  const settle = (result: unknown) => {
    if (isInsufficientBalance(result)) onShortOfKcoins();
  };

  return (
    <Card
      className="avatar-clone-card"
      data-testid={`avatar-clone-${clone.id}`}
      title={
        <Space wrap>
          <span>{clone.name}</span>
          <Tag>{t(`kind.${kind}`)}</Tag>
          <CloneStatusTag status={clone.status} namespace="avatarClone" testId="avatar-clone-status" />
        </Space>
      }
    >
      <div className="avatar-clone-card__body">
        {clone.thumbnailUrl ? (
          <img className="avatar-clone-card__media" src={clone.thumbnailUrl} alt={clone.name} />
        ) : (
          <video className="avatar-clone-card__media" src={clone.videoUrl} preload="metadata" controls muted />
        )}
        <div className="avatar-clone-card__details">
          <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={t('field.price')}>{t('kcoins', { count: clone.priceKcoins })}</Descriptions.Item>
            <Descriptions.Item label={t('field.duration')}>
              {t('seconds', { count: Math.round(clone.videoDurationSec) })}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.createTime')}>{when(clone.createTime)}</Descriptions.Item>
            {clone.lapseTime && (
              <Descriptions.Item label={t('field.lapseTime')}>{when(clone.lapseTime)}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('field.completeTime')}>{when(clone.completeTime)}</Descriptions.Item>
            <Descriptions.Item label={t('field.expireTime')}>{when(clone.expireTime)}</Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary">{t(`statusHint.${clone.status}`)}</Typography.Paragraph>
          {clone.reason && <Alert type="error" showIcon message={clone.reason} data-testid="avatar-clone-reason" />}
          {clone.digitalHumanId && (
            <Alert type="info" showIcon message={t('movingNotice')} data-testid="avatar-clone-moving-notice" />
          )}
          <Space wrap className="avatar-clone-card__actions">
            {clone.status === 'submitted' && (
              <Button
                type="primary"
                loading={pay.isPending}
                onClick={() => void pay.mutateAsync(clone.id).then(settle, () => undefined)}
                data-testid="avatar-clone-pay"
              >
                {t('action.pay', { count: clone.priceKcoins })}
              </Button>
            )}
            {RESUBMITTABLE_AVATAR_CLONE_STATES.includes(clone.status) && (
              <Button
                type="primary"
                onClick={() => void navigate(`${AppPath.FastCloneUpload}/${clone.id}`)}
                data-testid="avatar-clone-resubmit"
              >
                {t('action.resubmit')}
              </Button>
            )}
            {clone.status === 'submitted' && (
              <Button onClick={() => void navigate(`${AppPath.FastCloneUpload}/${clone.id}`)}>
                {t('action.edit')}
              </Button>
            )}
            {RENEWABLE_AVATAR_CLONE_STATES.includes(clone.status) && (
              <Popconfirm
                title={t('action.confirmRenew', { count: clone.priceKcoins })}
                onConfirm={() => renew.mutateAsync(clone).then(settle, () => undefined)}
              >
                <Button
                  type={clone.status === 'expired' ? 'primary' : 'default'}
                  loading={renew.isPending}
                  data-testid="avatar-clone-renew"
                >
                  {t('action.renew')}
                </Button>
              </Popconfirm>
            )}
            {clone.digitalHumanId && (
              <Link to={`${AppPath.Create}?tab=clones`} data-testid="avatar-clone-use">
                {t('action.makeVideo')}
              </Link>
            )}
            <Popconfirm title={t('action.confirmDelete')} onConfirm={() => remove.mutateAsync([clone.id])}>
              <Button danger type="text" data-testid="avatar-clone-delete">
                {t('action.delete')}
              </Button>
            </Popconfirm>
          </Space>
        </div>
      </div>
    </Card>
  );
}

/** `hasTitle` false where the page's own heading already names the list. */
export function AvatarCloneList({ hasTitle = true }: { hasTitle?: boolean }) {
  const { t } = useTranslation('avatarClone');
  const clones = useAvatarClones();
  const [isShort, setShort] = useState(false);
  if (clones.isLoading) return <PageLoader />;
  const records = clones.data?.records ?? [];
  return (
    <section data-testid="avatar-clone-list">
      {hasTitle && <Typography.Title level={3}>{t('myClones')}</Typography.Title>}
      {records.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        records.map((clone) => <AvatarCloneCard key={clone.id} clone={clone} onShortOfKcoins={() => setShort(true)} />)
      )}
      <InsufficientBalanceDialog variant={isShort ? 'general' : undefined} onClose={() => setShort(false)} />
    </section>
  );
}

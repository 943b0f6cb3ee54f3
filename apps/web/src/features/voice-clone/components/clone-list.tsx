import { Alert, Button, Card, Descriptions, Empty, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RENEWABLE_CLONE_STATES, RESUBMITTABLE_CLONE_STATES, type TVoiceClone } from '@orator/contracts';
import { currentLocale } from '../../../shared/i18n/i18n';
import { AppPath } from '../../../shared/lib/app-paths';
import { goToCheckout } from '../../../shared/lib/checkout';
import { formatDateTime } from '../../../shared/lib/format-date';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useDeleteClone, usePayClone, useRenewClone, useVoiceClones } from '../api/voice-clone-api';
import { CloneStatusTag } from '../../../shared/ui/clone-status-tag';
import { ResubmitModal } from './resubmit-modal';

/** SPEC 3 "Voice clone task" with what the owner can do in each state. */
function CloneCard({ clone, onResubmit }: { clone: TVoiceClone; onResubmit(): void }) {
  const { t, i18n } = useTranslation('voiceClone');
  const pay = usePayClone();
  const renew = useRenewClone();
  const remove = useDeleteClone();
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '–');

  return (
    <Card
      className="clone-card"
      data-testid={`clone-${clone.id}`}
      title={
        <Space wrap>
          <span>{clone.name}</span>
          <Tag>{t(`kind.${clone.kind}`)}</Tag>
          <CloneStatusTag status={clone.status} namespace="voiceClone" testId="clone-status" />
        </Space>
      }
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={t('field.gender')}>{t(`gender.${clone.gender}`)}</Descriptions.Item>
        <Descriptions.Item label={t('field.language')}>{clone.languageName}</Descriptions.Item>
        <Descriptions.Item label={t('field.createTime')}>{when(clone.createTime)}</Descriptions.Item>
        <Descriptions.Item label={t('field.completeTime')}>{when(clone.completeTime)}</Descriptions.Item>
        <Descriptions.Item label={t('field.expireTime')}>{when(clone.expireTime)}</Descriptions.Item>
      </Descriptions>
      <audio
        className="clone-card__sample"
        controls
        preload="none"
        src={clone.sampleUrl}
        aria-label={t('field.sample')}
      />
      {clone.reason && <Alert type="error" showIcon message={clone.reason} data-testid="clone-reason" />}
      <Space wrap className="clone-card__actions">
        {clone.status === 'submitted' && (
          <Button
            type="primary"
            loading={pay.isPending}
            onClick={() => void pay.mutateAsync(clone.id).then((checkout) => goToCheckout(checkout, currentLocale()))}
            data-testid="clone-pay"
          >
            {t('action.pay')}
          </Button>
        )}
        {RESUBMITTABLE_CLONE_STATES.includes(clone.status) && (
          <Button type="primary" onClick={onResubmit} data-testid="clone-resubmit">
            {t('action.resubmit')}
          </Button>
        )}
        {RENEWABLE_CLONE_STATES.includes(clone.status) && (
          <Button
            type={clone.status === 'expired' ? 'primary' : 'default'}
            loading={renew.isPending}
            onClick={() => void renew.mutateAsync(clone.id).then((checkout) => goToCheckout(checkout, currentLocale()))}
            data-testid="clone-renew"
          >
            {t('action.renew')}
          </Button>
        )}
        {clone.voiceId && (
          <Link to={`${AppPath.Dubbing}?voiceId=${encodeURIComponent(clone.voiceId)}`} data-testid="clone-use">
            {t('action.useInDubbing')}
          </Link>
        )}
        <Popconfirm title={t('action.confirmDelete')} onConfirm={() => remove.mutateAsync(clone.id)}>
          <Button danger type="text" data-testid="clone-delete">
            {t('action.delete')}
          </Button>
        </Popconfirm>
      </Space>
    </Card>
  );
}

export function CloneList() {
  const { t } = useTranslation('voiceClone');
  const clones = useVoiceClones();
  const [resubmitting, setResubmitting] = useState<TVoiceClone>();
  if (clones.isLoading) return <PageLoader />;
  const records = clones.data?.records ?? [];
  return (
    <section className="clone-list" data-testid="clone-list">
      <Typography.Title level={3}>{t('myClones')}</Typography.Title>
      {records.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        records.map((clone) => <CloneCard key={clone.id} clone={clone} onResubmit={() => setResubmitting(clone)} />)
      )}
      {resubmitting && <ResubmitModal clone={resubmitting} onClose={() => setResubmitting(undefined)} />}
    </section>
  );
}

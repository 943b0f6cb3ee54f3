import { Button, Card, Descriptions, Empty, Form, Input, Modal, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultCode, type TAvatarCloneReviewItem } from '@orator/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/lib/format-date';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useAvatarReviewDecision, useAvatarReviewList } from '../api/avatar-clone-api';
import '../avatar-clone.css';

function RejectModal({ clone, onClose }: { clone: TAvatarCloneReviewItem; onClose(): void }) {
  const { t } = useTranslation('avatarClone');
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useAvatarReviewDecision();
  return (
    <Modal
      open
      title={t('admin.rejectTitle', { name: clone.name })}
      okText={t('admin.reject')}
      okButtonProps={{ danger: true, loading: decide.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={({ reason }) =>
          void decide
            .mutateAsync({ id: clone.id, decision: 'reject', reason })
            .then(onClose)
            .catch(() => undefined)
        }
      >
        <Form.Item
          name="reason"
          label={t('admin.reason')}
          rules={[{ required: true, whitespace: true, message: t('admin.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} data-testid="avatar-reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The operator's review of customised avatar clones: watch the video, approve, or reject with a reason. */
export default function AdminAvatarClonesPage() {
  const { t, i18n } = useTranslation('avatarClone');
  const waiting = useAvatarReviewList();
  const decide = useAvatarReviewDecision();
  const [rejecting, setRejecting] = useState<TAvatarCloneReviewItem>();

  if (waiting.isLoading) return <PageLoader />;
  if (isApiError(waiting.error, ResultCode.Forbidden)) {
    return <Result status="403" title="403" subTitle={t('admin.forbidden')} data-testid="avatar-review-forbidden" />;
  }
  const records = waiting.data?.records ?? [];
  return (
    <div className="avatar-clone-page">
      <Typography.Title level={2}>{t('admin.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('admin.lead')}</Typography.Paragraph>
      {records.length === 0 && <Empty description={t('admin.empty')} />}
      {records.map((clone) => (
        <Card key={clone.id} className="avatar-clone-card" title={clone.name} data-testid={`avatar-review-${clone.id}`}>
          <div className="avatar-clone-card__body">
            <video className="avatar-clone-card__media" src={clone.videoUrl} controls preload="metadata" />
            <div className="avatar-clone-card__details">
              <Descriptions size="small" column={1}>
                <Descriptions.Item label={t('admin.owner')}>
                  {clone.ownerName}
                  {clone.ownerEmail ? ` (${clone.ownerEmail})` : ''}
                </Descriptions.Item>
                <Descriptions.Item label={t('field.duration')}>
                  {t('seconds', { count: Math.round(clone.videoDurationSec) })}
                </Descriptions.Item>
                <Descriptions.Item label={t('field.createTime')}>
                  {formatDateTime(clone.createTime, i18n.language)}
                </Descriptions.Item>
              </Descriptions>
              <Space wrap className="avatar-clone-card__actions">
                <Button
                  type="primary"
                  loading={decide.isPending && decide.variables?.id === clone.id}
                  onClick={() => void decide.mutateAsync({ id: clone.id, decision: 'approve' }).catch(() => undefined)}
                  data-testid="avatar-review-approve"
                >
                  {t('admin.approve')}
                </Button>
                <Button danger onClick={() => setRejecting(clone)} data-testid="avatar-review-reject">
                  {t('admin.reject')}
                </Button>
              </Space>
            </div>
          </div>
        </Card>
      ))}
      {rejecting && <RejectModal clone={rejecting} onClose={() => setRejecting(undefined)} />}
    </div>
  );
}

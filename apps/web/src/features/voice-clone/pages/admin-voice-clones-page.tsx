import { Button, Card, Descriptions, Empty, Form, Input, Modal, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultCode, type TVoiceCloneReviewItem } from '@orator/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/lib/format-date';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useReviewDecision, useReviewList } from '../api/voice-clone-api';
import '../voice-clone.css';

function RejectModal({ clone, onClose }: { clone: TVoiceCloneReviewItem; onClose(): void }) {
  const { t } = useTranslation('voiceClone');
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useReviewDecision();
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
          <Input.TextArea rows={3} maxLength={500} data-testid="reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The operator's review of pro voice clones (issue #6): listen, approve, or reject with a reason. */
export default function AdminVoiceClonesPage() {
  const { t, i18n } = useTranslation('voiceClone');
  const waiting = useReviewList();
  const decide = useReviewDecision();
  const [rejecting, setRejecting] = useState<TVoiceCloneReviewItem>();

  if (waiting.isLoading) return <PageLoader />;
  if (isApiError(waiting.error, ResultCode.Forbidden)) {
    return <Result status="403" title="403" subTitle={t('admin.forbidden')} data-testid="review-forbidden" />;
  }
  const records = waiting.data?.records ?? [];
  return (
    <div className="voice-clone-page">
      <Typography.Title level={2}>{t('admin.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('admin.lead')}</Typography.Paragraph>
      {records.length === 0 && <Empty description={t('admin.empty')} />}
      {records.map((clone) => (
        <Card key={clone.id} className="clone-card" title={clone.name} data-testid={`review-${clone.id}`}>
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
            <Descriptions.Item label={t('admin.owner')}>
              {clone.ownerName}
              {clone.ownerEmail ? ` (${clone.ownerEmail})` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.gender')}>{t(`gender.${clone.gender}`)}</Descriptions.Item>
            <Descriptions.Item label={t('field.language')}>{clone.languageName}</Descriptions.Item>
            <Descriptions.Item label={t('field.createTime')}>
              {formatDateTime(clone.createTime, i18n.language)}
            </Descriptions.Item>
          </Descriptions>
          <audio
            className="clone-card__sample"
            controls
            preload="none"
            src={clone.sampleUrl}
            aria-label={t('field.sample')}
          />
          <Space wrap className="clone-card__actions">
            <Button
              type="primary"
              loading={decide.isPending && decide.variables?.id === clone.id}
              onClick={() => void decide.mutateAsync({ id: clone.id, decision: 'approve' }).catch(() => undefined)}
              data-testid="review-approve"
            >
              {t('admin.approve')}
            </Button>
            <Button danger onClick={() => setRejecting(clone)} data-testid="review-reject">
              {t('admin.reject')}
            </Button>
          </Space>
        </Card>
      ))}
      {rejecting && <RejectModal clone={rejecting} onClose={() => setRejecting(undefined)} />}
    </div>
  );
}

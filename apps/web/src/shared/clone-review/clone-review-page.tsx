import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Form, Input, Modal, Result, Space, Typography } from 'antd';
import type { DescriptionsProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultCode, type TCloneOwner, type TCloneReviewRequest, type TPage } from '@orator/contracts';
import { isApiError } from '../api/api-error';
import { formatDateTime } from '../lib/format-date';
import { PageLoader } from '../ui/page-loader';
import './clone-review.css';

/** What the review needs of a clone, voice or avatar. */
interface TReviewedClone extends TCloneOwner {
  id: number;
  name: string;
  createTime: string;
}

type TDecision = UseMutationResult<unknown, Error, TCloneReviewRequest>;

interface TCloneReviewPageProps<T extends TReviewedClone> {
  /** The feature whose `admin.*` and `field.createTime` texts the page shows. */
  namespace: 'voiceClone' | 'avatarClone';
  /** Put before every test id, so each feature keeps the ids its tests know. */
  testIdPrefix: string;
  pageClassName: string;
  cardClassName: string;
  /** The feature's hooks; the reject dialog keeps a decision of its own, as an approve may run meanwhile. */
  useWaiting(): UseQueryResult<TPage<T>>;
  useDecision(): TDecision;
  /** The feature's own rows, shown between the owner and the creation time. */
  fields(clone: T): NonNullable<DescriptionsProps['items']>;
  descriptionColumns: DescriptionsProps['column'];
  /** Lays out a card's inside from the clone's details table and the approve and reject buttons. */
  renderCard(clone: T, parts: { details: ReactNode; actions: ReactNode }): ReactNode;
}

function RejectModal({
  clone,
  namespace,
  useDecision,
  reasonTestId,
  onClose,
}: {
  clone: TReviewedClone;
  namespace: TCloneReviewPageProps<TReviewedClone>['namespace'];
  useDecision(): TDecision;
  reasonTestId: string;
  onClose(): void;
}) {
  const { t } = useTranslation(namespace);
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useDecision();
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
          <Input.TextArea rows={3} maxLength={500} data-testid={reasonTestId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The operator's review of clones that wait for a person: look at each, approve, or reject with a reason. */
export function CloneReviewPage<T extends TReviewedClone>(props: TCloneReviewPageProps<T>) {
  const { namespace, testIdPrefix, useWaiting, useDecision } = props;
  const { t, i18n } = useTranslation(namespace);
  const waiting = useWaiting();
  const decide = useDecision();
  const [rejecting, setRejecting] = useState<T>();

  if (waiting.isLoading) return <PageLoader />;
  if (isApiError(waiting.error, ResultCode.Forbidden)) {
    return (
      <Result
        status="403"
        title="403"
        subTitle={t('admin.forbidden')}
        data-testid={`${testIdPrefix}review-forbidden`}
      />
    );
  }
  const records = waiting.data?.records ?? [];
  return (
    <div className={props.pageClassName}>
      <Typography.Title level={2}>{t('admin.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('admin.lead')}</Typography.Paragraph>
      {records.length === 0 && <Empty description={t('admin.empty')} />}
      {records.map((clone) => {
        const details = (
          <Descriptions
            size="small"
            column={props.descriptionColumns}
            items={[
              {
                key: 'owner',
                label: t('admin.owner'),
                children: `${clone.ownerName}${clone.ownerEmail ? ` (${clone.ownerEmail})` : ''}`,
              },
              ...props.fields(clone),
              {
                key: 'createTime',
                label: t('field.createTime'),
                children: formatDateTime(clone.createTime, i18n.language),
              },
            ]}
          />
        );
        const actions = (
          <Space wrap className="clone-review__actions">
            <Button
              type="primary"
              loading={decide.isPending && decide.variables?.id === clone.id}
              onClick={() => void decide.mutateAsync({ id: clone.id, decision: 'approve' }).catch(() => undefined)}
              data-testid={`${testIdPrefix}review-approve`}
            >
              {t('admin.approve')}
            </Button>
            <Button danger onClick={() => setRejecting(clone)} data-testid={`${testIdPrefix}review-reject`}>
              {t('admin.reject')}
            </Button>
          </Space>
        );
        return (
          <Card
            key={clone.id}
            className={props.cardClassName}
            title={clone.name}
            data-testid={`${testIdPrefix}review-${clone.id}`}
          >
            {props.renderCard(clone, { details, actions })}
          </Card>
        );
      })}
      {rejecting && (
        <RejectModal
          clone={rejecting}
          namespace={namespace}
          useDecision={useDecision}
          reasonTestId={`${testIdPrefix}reject-reason`}
          onClose={() => setRejecting(undefined)}
        />
      )}
    </div>
  );
}

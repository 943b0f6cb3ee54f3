import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_BASE, Header, SystemApi } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { messageText } from '../../../shared/i18n/message-text';
import { useApiPermission } from '../api/check-api-permission';
import { useGenerateApiToken, type TCreatedApiToken } from '../api/generate-api-token';
import { useApiTokens } from '../api/get-api-tokens';
import { CreatedTokenDialog } from '../components/created-token-dialog';
import { TokenTable } from '../components/token-table';
import './account-pages.css';

interface TCreateValues {
  name?: string;
}

export default function ApiSettingsPage() {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const [form] = Form.useForm<TCreateValues>();
  const tokens = useApiTokens();
  const permission = useApiPermission();
  const generate = useGenerateApiToken();
  const [created, setCreated] = useState<TCreatedApiToken>();
  // Until the server has answered, nothing is offered that it may refuse.
  const canUseApi = permission.data?.hasPermission === true;
  const hasTokens = (tokens.data?.length ?? 0) > 0;

  async function create(values: TCreateValues) {
    // A refused request has already been reported by the API client.
    await generate.mutateAsync(values.name?.trim() ?? '').then(
      (token) => {
        setCreated(token);
        form.resetFields();
      },
      () => undefined,
    );
  }

  return (
    <div className="account-page">
      <Typography.Title level={2} className="account-page__title">
        {t('api.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('api.intro', { header: Header.ApiToken })}{' '}
        <a href={`${API_BASE}${SystemApi.docs}`} target="_blank" rel="noreferrer" data-testid="api-docs-link">
          {t('api.docs')}
        </a>
      </Typography.Paragraph>
      {permission.data && !permission.data.hasPermission && (
        <Alert
          type="info"
          showIcon
          className="api-settings__plan-notice"
          data-testid="api-plan-notice"
          title={messageText('apiPlanRequired')}
          description={
            <>
              {t('api.planNotice', { plan: tCommon(`plan.${permission.data.plan}`) })}
              {hasTokens && <> {t('api.tokensPaused')}</>}
            </>
          }
          action={
            <Link to={AppPath.Price}>
              <Button type="primary" size="small">
                {t('api.upgrade')}
              </Button>
            </Link>
          }
        />
      )}
      <Card title={t('api.tokens')}>
        <Form<TCreateValues> form={form} layout="inline" onFinish={create} className="api-settings__create">
          <Form.Item name="name" className="api-settings__name">
            <Input
              maxLength={64}
              placeholder={t('api.namePlaceholder')}
              disabled={!canUseApi}
              data-testid="api-token-name"
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={generate.isPending}
            disabled={!canUseApi}
            data-testid="api-token-create"
          >
            {t('api.create')}
          </Button>
        </Form>
        <TokenTable tokens={tokens.data} isLoading={tokens.isLoading} />
      </Card>
      <CreatedTokenDialog created={created} onClose={() => setCreated(undefined)} />
    </div>
  );
}

import { Button, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TApiTokenItem } from '@orator/contracts';
import { formatDateTime } from '../../../shared/lib/format-date';
import { useRevokeApiToken } from '../api/revoke-api-token';

interface TTokenTableProps {
  tokens: readonly TApiTokenItem[] | undefined;
  isLoading: boolean;
}

export function TokenTable({ tokens, isLoading }: TTokenTableProps) {
  const { t, i18n } = useTranslation('account');
  const revoke = useRevokeApiToken();
  const columns: TableColumnsType<TApiTokenItem> = [
    { key: 'name', title: t('api.column.name'), dataIndex: 'name' },
    {
      key: 'hint',
      title: t('api.column.token'),
      render: (_value, token) => <code>{`••••${token.tokenHint}`}</code>,
    },
    {
      key: 'created',
      title: t('api.column.created'),
      render: (_value, token) => formatDateTime(token.createTime, i18n.language),
    },
    {
      key: 'lastUsed',
      title: t('api.column.lastUsed'),
      render: (_value, token) =>
        token.lastUsedTime ? formatDateTime(token.lastUsedTime, i18n.language) : t('api.never'),
    },
    {
      key: 'actions',
      title: t('api.column.actions'),
      align: 'right',
      render: (_value, token) => (
        <Popconfirm
          title={t('api.revokeTitle')}
          description={t('api.revokeText')}
          okText={t('api.revoke')}
          cancelText={t('edit.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => revoke.mutateAsync(token.id).catch(() => undefined)}
        >
          <Button danger size="small" data-testid={`api-token-revoke-${token.id}`}>
            {t('api.revoke')}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <Table<TApiTokenItem>
      rowKey="id"
      columns={columns}
      dataSource={tokens ? [...tokens] : []}
      loading={isLoading}
      pagination={false}
      // Rows scroll sideways on a phone, reachable through their revoke buttons; an empty table has nothing to
      // focus, so it must not become a scroll area a keyboard cannot enter (axe: scrollable-region-focusable);
      // it shows only its empty text, as its headings alone are wider than a phone.
      scroll={tokens?.length ? { x: 'max-content' } : undefined}
      showHeader={Boolean(tokens?.length)}
      locale={{ emptyText: t('api.empty') }}
      data-testid="api-token-table"
    />
  );
}

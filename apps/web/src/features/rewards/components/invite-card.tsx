import { CopyOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Input, List, Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { AFFILIATE_SHARE, REWARD_KCOINS } from '@orator/contracts';
import { APP_BASENAME, AppPath } from '../../../shared/lib/app-paths';
import { formatDateTime } from '../../../shared/lib/format-date';
import { showSuccessToast } from '../../../shared/ui/toast';
import { useInvitations } from '../api/get-invitations';

/** The address a friend signs up with; the guard keeps `inviteCode` for the registration (SPEC 2). */
export function inviteLink(inviteCode: string, origin = window.location.origin): string {
  return `${origin}${APP_BASENAME}${AppPath.Register}?${new URLSearchParams({ inviteCode }).toString()}`;
}

export function InviteCard({ inviteCode }: { inviteCode: string }) {
  const { t, i18n } = useTranslation('rewards');
  const invitations = useInvitations();
  const link = inviteLink(inviteCode);
  const number = new Intl.NumberFormat(i18n.language);

  async function copy() {
    await navigator.clipboard.writeText(link).then(
      () => showSuccessToast(t('invite.copied')),
      () => undefined,
    );
  }

  return (
    <Card title={t('invite.title')} id="invite" data-testid="invite-card">
      <p className="rewards-muted">
        {t('invite.text', { amount: REWARD_KCOINS.invite, percent: AFFILIATE_SHARE * 100 })}
      </p>
      <Space.Compact className="invite-link">
        <Input readOnly value={link} data-testid="invite-link" aria-label={t('invite.link')} />
        <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy()} data-testid="invite-copy">
          {t('invite.copy')}
        </Button>
      </Space.Compact>
      <div className="invite-stats">
        <Statistic
          title={t('invite.people')}
          value={number.format(invitations.data?.invitees.length ?? 0)}
          prefix={<UserAddOutlined />}
        />
        <Statistic title={t('invite.earned')} value={number.format(invitations.data?.earnedKcoins ?? 0)} />
      </div>
      {invitations.data && invitations.data.invitees.length > 0 && (
        <List
          size="small"
          dataSource={invitations.data.invitees}
          data-testid="invitee-list"
          renderItem={(invitee) => (
            <List.Item extra={formatDateTime(invitee.joinTime, i18n.language)}>{invitee.nickname}</List.Item>
          )}
        />
      )}
    </Card>
  );
}

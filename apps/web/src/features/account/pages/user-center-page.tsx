import { ApiOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Typography, type DescriptionsProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserType, type TUserInfo } from '@orator/contracts';
import { AppPath } from '../../../shared/lib/app-paths';
import { formatDateTime } from '../../../shared/lib/format-date';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { PageLoader } from '../../../shared/ui/page-loader';
import { PlanTag } from '../../../shared/ui/plan-tag';
import { EditProfileDialog } from '../components/edit-profile-dialog';
import { ProfilePicture } from '../components/profile-picture';
import { SurveyAnswer } from '../components/survey-answer';
import './account-pages.css';

/** SPEC 1: accounts are personal or enterprise creators; operators of the site are administrators. */
function roleKey(user: TUserInfo): 'admin' | 'enterprise' | 'personal' {
  if (user.role === 'admin') return 'admin';
  return user.userType === UserType.Enterprise ? 'enterprise' : 'personal';
}

export default function UserCenterPage() {
  const { t, i18n } = useTranslation('account');
  const { data: user } = useCurrentUser();
  const [isEditing, setIsEditing] = useState(false);

  // The guard loads the user before this page opens; this only covers a cache cleared in another tab.
  if (!user) return <PageLoader />;

  const notSet = t('notSet');
  const text = (value: string | null, testId: string) => <span data-testid={testId}>{value || notSet}</span>;
  const accountItems: DescriptionsProps['items'] = [
    { key: 'id', label: t('field.accountId'), children: text(String(user.id), 'account-id') },
    { key: 'username', label: t('field.username'), children: text(user.username, 'account-username') },
    { key: 'role', label: t('field.role'), children: text(t(`role.${roleKey(user)}`), 'account-role') },
    { key: 'email', label: t('field.email'), children: text(user.email, 'account-email') },
    { key: 'phone', label: t('field.phone'), children: text(user.phone, 'account-phone') },
    { key: 'city', label: t('field.city'), children: text(user.city, 'account-city') },
    { key: 'message', label: t('field.message'), children: text(user.message, 'account-message') },
    { key: 'plan', label: t('field.plan'), children: <PlanTag plan={user.plan} testId="account-plan" /> },
    {
      key: 'kCoins',
      label: t('field.kCoins'),
      children: text(new Intl.NumberFormat(i18n.language).format(user.kCoinBalance), 'account-kcoins'),
    },
    {
      key: 'planExpiry',
      label: t('field.planExpiry'),
      children: text(user.vipExpireTime && formatDateTime(user.vipExpireTime, i18n.language), 'account-plan-expiry'),
    },
  ];
  const surveyItems: DescriptionsProps['items'] = [
    {
      key: 'profession',
      label: t('survey.profession'),
      children: <SurveyAnswer code="profession" answer={user.profile.profession} emptyText={notSet} />,
    },
    {
      key: 'industry',
      label: t('survey.industry'),
      children: <SurveyAnswer code="industry" answer={user.profile.industry} emptyText={notSet} />,
    },
    {
      key: 'companySize',
      label: t('survey.companySize'),
      children: <SurveyAnswer code="companySize" answer={user.profile.companySize} emptyText={notSet} />,
    },
    { key: 'companyName', label: t('survey.companyName'), children: user.profile.companyName || notSet },
    {
      key: 'videoType',
      label: t('survey.videoType'),
      children: <SurveyAnswer code="videoType" answer={user.profile.videoType} emptyText={notSet} />,
    },
  ];

  return (
    <div className="account-page">
      <Typography.Title level={2} className="account-page__title">
        {t('userCenter.title')}
      </Typography.Title>
      <div className="user-center">
        <Card className="user-center__identity">
          <ProfilePicture user={user} />
          <Typography.Title level={4} className="user-center__nickname" data-testid="account-nickname">
            {user.nickname}
          </Typography.Title>
          <Button icon={<EditOutlined />} onClick={() => setIsEditing(true)} data-testid="profile-edit">
            {t('edit.open')}
          </Button>
          <Link to={AppPath.ApiSetting} className="user-center__api-link" data-testid="account-api-settings">
            <ApiOutlined /> {t('userCenter.apiSettings')}
          </Link>
        </Card>
        <div className="user-center__details">
          <Card title={t('userCenter.account')}>
            <Descriptions column={{ xs: 1, sm: 1, md: 2 }} items={accountItems} />
          </Card>
          <Card title={t('survey.title')}>
            <Descriptions column={{ xs: 1, sm: 1, md: 2 }} items={surveyItems} />
          </Card>
        </div>
      </div>
      <EditProfileDialog user={user} isOpen={isEditing} onClose={() => setIsEditing(false)} />
    </div>
  );
}

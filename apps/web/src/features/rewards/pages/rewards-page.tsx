import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { PageLoader } from '../../../shared/ui/page-loader';
import { InviteCard } from '../components/invite-card';
import { ReviewForm } from '../components/review-form';
import { RewardTasks } from '../components/reward-tasks';
import { SignInCard } from '../components/sign-in-card';
import './rewards-page.css';

/** Free K-coins: daily sign-in, one-time tasks, a review and invitations. */
export default function RewardsPage() {
  const { t } = useTranslation('rewards');
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return (
    <div className="rewards-page">
      <Typography.Title level={2} className="rewards-page__title">
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="rewards-page__lead">
        {t('lead')}
      </Typography.Paragraph>
      <div className="rewards-grid">
        <div id="sign-in">
          <SignInCard />
        </div>
        <RewardTasks />
        <InviteCard inviteCode={user.inviteCode} />
        <ReviewForm />
      </div>
    </div>
  );
}

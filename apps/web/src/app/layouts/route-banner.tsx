import { CrownOutlined, GiftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isEnjoyingSubscription } from '@orator/contracts';
import { AppPath } from '../../shared/lib/app-paths';
import { useCurrentUser } from '../../shared/session/get-current-user';
import { useRouteHandle } from '../routes/use-route-handle';
import './route-banner.css';

/**
 * SPEC 2: Create, My project and video detail carry a banner. Users without a plan see what members get
 * (SPEC 6); members are reminded of the free K-coins of the rewards page (SPEC 1).
 */
export function RouteBanner() {
  const { t } = useTranslation('shell');
  const hasBanner = useRouteHandle()?.hasBanner === true;
  const { data: user } = useCurrentUser();
  if (!hasBanner || !user) return null;

  const isMember = isEnjoyingSubscription(user);
  return (
    <aside className="route-banner" data-testid="route-banner">
      <span className="route-banner__icon">{isMember ? <GiftOutlined /> : <CrownOutlined />}</span>
      <span className="route-banner__text">{isMember ? t('banner.rewards') : t('banner.members')}</span>
      <Link to={isMember ? AppPath.Rewards : AppPath.Price} className="route-banner__action">
        <Button type="primary" size="small" ghost>
          {isMember ? t('banner.rewardsAction') : t('banner.membersAction')}
        </Button>
      </Link>
    </aside>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isEnjoyingSubscription } from '@orator/contracts';
import { AppPath } from '../../shared/lib/app-paths';
import { useCurrentUser } from '../../shared/session/get-current-user';
import { SvgIcon, type TIconDrawing } from '../../shared/ui/svg-icon';
import { useRouteHandle } from '../routes/use-route-handle';
import './route-banner.css';

/** antd's drawings (@ant-design/icons-svg, MIT), copied: see shell/shell-icons.ts. */
const CrownOutlined: TIconDrawing = [
  'M899.6 276.5L705 396.4 518.4 147.5a8.06 8.06 0 00-12.9 0L319 396.4 124.3 276.5c-5.7-3.5-13.1 1.2-12.2 7.9L188.5 865c1.1 7.9 7.9 14 16 14h615.1c8 0 14.9-6 15.9-14l76.4-580.6c.8-6.7-6.5-11.4-12.3-7.9zm-126 534.1H250.3l-53.8-409.4 139.8 86.1L512 252.9l175.7 234.4 139.8-86.1-53.9 409.4zM512 509c-62.1 0-112.6 50.5-112.6 112.6S449.9 734.2 512 734.2s112.6-50.5 112.6-112.6S574.1 509 512 509zm0 160.9c-26.6 0-48.2-21.6-48.2-48.3 0-26.6 21.6-48.3 48.2-48.3s48.2 21.6 48.2 48.3c0 26.6-21.6 48.3-48.2 48.3z',
];
const GiftOutlined: TIconDrawing = [
  'M880 310H732.4c13.6-21.4 21.6-46.8 21.6-74 0-76.1-61.9-138-138-138-41.4 0-78.7 18.4-104 47.4-25.3-29-62.6-47.4-104-47.4-76.1 0-138 61.9-138 138 0 27.2 7.9 52.6 21.6 74H144c-17.7 0-32 14.3-32 32v200c0 4.4 3.6 8 8 8h40v344c0 17.7 14.3 32 32 32h640c17.7 0 32-14.3 32-32V550h40c4.4 0 8-3.6 8-8V342c0-17.7-14.3-32-32-32zm-334-74c0-38.6 31.4-70 70-70s70 31.4 70 70-31.4 70-70 70h-70v-70zm-138-70c38.6 0 70 31.4 70 70v70h-70c-38.6 0-70-31.4-70-70s31.4-70 70-70zM180 482V378h298v104H180zm48 68h250v308H228V550zm568 308H546V550h250v308zm48-376H546V378h298v104z',
];

/**
 * SPEC 2: Create, My project and video detail carry a banner. Users without a plan see what members get
 * (SPEC 6); members are reminded of the free K-coins of the rewards page (SPEC 1). Drawn without antd, as the
 * shell is.
 */
export function RouteBanner() {
  const { t } = useTranslation('shell');
  const hasBanner = useRouteHandle()?.hasBanner === true;
  const { data: user } = useCurrentUser();
  if (!hasBanner || !user) return null;

  const isMember = isEnjoyingSubscription(user);
  return (
    <aside className="route-banner" data-testid="route-banner">
      <span className="route-banner__icon">
        <SvgIcon icon={isMember ? GiftOutlined : CrownOutlined} />
      </span>
      <span className="route-banner__text">{isMember ? t('banner.rewards') : t('banner.members')}</span>
      <Link to={isMember ? AppPath.Rewards : AppPath.Price} className="route-banner__action">
        {isMember ? t('banner.rewardsAction') : t('banner.membersAction')}
      </Link>
    </aside>
  );
}

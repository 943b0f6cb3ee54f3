import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import { DEFAULT_LOCALE, isEnjoyingSubscription, toLocale } from '@orator/contracts';
import { AppPath } from '../../shared/lib/app-paths';
import { useCurrentUser } from '../../shared/session/get-current-user';
import { useRouteHandle } from '../routes/use-route-handle';
import { needsLeaveConfirmation } from './leave-rule';

/**
 * SPEC 2 gives the dialog 480 units in English and 416 in other languages, design pixels of a 16 px root;
 * in rem they follow the user's font size.
 */
const DIALOG_WIDTH_PX = { english: 480, other: 416 };
const ROOT_FONT_PX = 16;

/** Set on navigations the dialog starts itself, so they pass without asking again. */
interface TLeaveNavigationState {
  isLeaveConfirmed?: boolean;
}

/**
 * SPEC 2: leaving an editor (create, pptcreate, url-to-video, tiktok-avatar, ai-video-translation) asks
 * first. Confirming completes the held navigation, which passes once; users without a plan are also offered
 * an upgrade. The router allows one blocker, so the root layout renders this once for every screen.
 */
export function LeaveConfirmation() {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const leaveRule = useRouteHandle()?.leaveRule;
  const { data: user } = useCurrentUser();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !(nextLocation.state as TLeaveNavigationState | null)?.isLeaveConfirmed &&
      needsLeaveConfirmation(leaveRule, currentLocation.pathname, nextLocation.pathname),
  );

  const isOpen = blocker.state === 'blocked';
  const offersUpgrade = user !== undefined && !isEnjoyingSubscription(user);
  const widthPx = toLocale(i18n.language) === DEFAULT_LOCALE ? DIALOG_WIDTH_PX.english : DIALOG_WIDTH_PX.other;

  function stay() {
    blocker.reset?.();
  }

  function leave() {
    blocker.proceed?.();
  }

  function upgrade() {
    blocker.reset?.();
    void navigate(AppPath.Price, { state: { isLeaveConfirmed: true } satisfies TLeaveNavigationState });
  }

  return (
    <Modal
      open={isOpen}
      title={t('leave.title')}
      width={`${widthPx / ROOT_FONT_PX}rem`}
      onCancel={stay}
      footer={[
        <Button key="stay" onClick={stay} data-testid="leave-stay">
          {t('leave.stay')}
        </Button>,
        ...(offersUpgrade
          ? [
              <Button key="upgrade" onClick={upgrade} data-testid="leave-upgrade">
                {t('leave.upgrade')}
              </Button>,
            ]
          : []),
        <Button key="leave" type="primary" onClick={leave} data-testid="leave-confirm">
          {t('leave.confirm')}
        </Button>,
      ]}
    >
      <p data-testid="leave-dialog-text">{t('leave.text')}</p>
    </Modal>
  );
}

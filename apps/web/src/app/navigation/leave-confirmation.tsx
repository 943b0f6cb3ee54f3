import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import { DEFAULT_LOCALE, isEnjoyingSubscription, toLocale } from '@orator/contracts';
import { AppPath } from '../../shared/lib/app-paths';
import { useOnceTrue } from '../../shared/lib/use-once-true';
import { useCurrentUser } from '../../shared/session/get-current-user';
import { useRouteHandle } from '../routes/use-route-handle';
import { needsLeaveConfirmation } from './leave-rule';

/** antd's Modal is not needed until a navigation is held, so the dialog is its own chunk. */
const LeaveDialog = lazy(() => import('./leave-dialog'));

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
  const { i18n } = useTranslation();
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
  const isNeeded = useOnceTrue(isOpen);

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

  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog
        isOpen={isOpen}
        isEnglish={toLocale(i18n.language) === DEFAULT_LOCALE}
        offersUpgrade={offersUpgrade}
        onStay={stay}
        onLeave={leave}
        onUpgrade={upgrade}
      />
    </Suspense>
  );
}

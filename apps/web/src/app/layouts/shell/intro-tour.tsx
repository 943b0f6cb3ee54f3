import { lazy, Suspense, useState } from 'react';
import { useOnceTrue } from '../../../shared/lib/use-once-true';
import { isIntroTourDone, markIntroTourDone } from '../../../shared/storage/local-values';
import { useRouteHandle } from '../../routes/use-route-handle';

/** antd's Tour is shown once per browser, so it is its own chunk. */
const IntroTourSteps = lazy(() => import('./intro-tour-steps'));

/** Issue #3: five steps through the shell, once per browser, starting on the workbench. */
export function IntroTour() {
  const isOnWorkbench = useRouteHandle()?.name === 'workbench';
  const [isUnseen, setIsUnseen] = useState(() => !isIntroTourDone());
  const isOpen = isUnseen && isOnWorkbench;
  const isNeeded = useOnceTrue(isOpen);

  function finish() {
    markIntroTourDone();
    setIsUnseen(false);
  }

  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <IntroTourSteps isOpen={isOpen} onFinish={finish} />
    </Suspense>
  );
}

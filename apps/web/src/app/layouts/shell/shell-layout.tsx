import { useState } from 'react';
import { Outlet } from 'react-router';
import { ExpiryTips } from '../../../features/expiry-tips';
import { useTaskUpdates, VideoCompletedPopup } from '../../../features/video-tasks';
import { useIsMobile } from '../../../shared/lib/use-is-mobile';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { useClientState } from '../../../shared/state/client-state';
import { BrandMark } from '../../../shared/ui/brand-mark';
import { LazyDrawer } from '../../../shared/ui/lazy-drawer';
import { PageLoader } from '../../../shared/ui/page-loader';
import { RouteBanner } from '../route-banner';
import { AccountPanel } from './account-panel';
import { IntroTour } from './intro-tour';
import { ShellHeader } from './shell-header';
import { ShellNav } from './shell-nav';
import './shell-layout.css';

/**
 * SPEC 2 "layout shell": the sidebar, the header and the page. Below 768 px the sidebar becomes a drawer
 * and the page takes the whole width (issue #3 mobile variant). Drawn without antd (route-table.ts `isPlain`), so
 * the workbench, the first screen after signing in, paints without antd's code; what opens later (the phone menu,
 * the tour, the completion popup, expiry tips) brings antd with it.
 */
export default function ShellLayout() {
  const { data: user } = useCurrentUser();
  const isMobile = useIsMobile();
  const isCollapsed = useClientState((state) => state.isSidebarCollapsed);
  const [isNavOpen, setIsNavOpen] = useState(false);
  // SPEC 4: every signed-in screen keeps the generating badge and the completion popup up to date.
  useTaskUpdates(user?.id);

  // The guard loads the user before the shell opens; this only covers a cache cleared in another tab.
  if (!user) return <PageLoader />;

  return (
    <div className="shell">
      {!isMobile && (
        <aside className={isCollapsed ? 'shell-sider shell-sider--collapsed' : 'shell-sider'}>
          <div className="shell-sider__brand">
            <BrandMark isCompact={isCollapsed} />
          </div>
          <div className="shell-sider__nav" data-tour="nav">
            <ShellNav isCollapsed={isCollapsed} />
          </div>
          <AccountPanel user={user} isCollapsed={isCollapsed} />
        </aside>
      )}
      {isMobile && (
        <LazyDrawer
          open={isNavOpen}
          onClose={() => setIsNavOpen(false)}
          placement="left"
          size={280}
          title={<BrandMark />}
          className="shell-drawer"
        >
          <div className="shell-drawer__content" data-testid="shell-drawer-content">
            <ShellNav onNavigate={() => setIsNavOpen(false)} />
            <AccountPanel user={user} />
          </div>
        </LazyDrawer>
      )}
      <div className="shell-main">
        <ShellHeader user={user} isMobile={isMobile} onOpenNav={() => setIsNavOpen(true)} />
        <main className="shell-content">
          <ExpiryTips />
          <RouteBanner />
          <Outlet />
        </main>
      </div>
      <IntroTour />
      {!isMobile && <VideoCompletedPopup />}
    </div>
  );
}

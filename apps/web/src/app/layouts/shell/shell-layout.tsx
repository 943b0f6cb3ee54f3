import { Layout } from 'antd';
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

const SIDEBAR_WIDTH = 232;
const SIDEBAR_COLLAPSED_WIDTH = 72;

/**
 * SPEC 2 "layout shell": the sidebar, the header and the page. Below 768 px the sidebar becomes a drawer
 * and the page takes the whole width (issue #3 mobile variant).
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
    <Layout className="shell">
      {!isMobile && (
        <Layout.Sider
          className="shell-sider"
          theme="light"
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          collapsed={isCollapsed}
          trigger={null}
          collapsible
        >
          <div className="shell-sider__inner">
            <div className="shell-sider__brand">
              <BrandMark isCompact={isCollapsed} />
            </div>
            <div className="shell-sider__nav" data-tour="nav">
              <ShellNav isCollapsed={isCollapsed} />
            </div>
            <AccountPanel user={user} isCollapsed={isCollapsed} />
          </div>
        </Layout.Sider>
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
      <Layout className="shell-main">
        <ShellHeader user={user} isMobile={isMobile} onOpenNav={() => setIsNavOpen(true)} />
        <Layout.Content className="shell-content">
          <ExpiryTips />
          <RouteBanner />
          <Outlet />
        </Layout.Content>
      </Layout>
      <IntroTour />
      {!isMobile && <VideoCompletedPopup />}
    </Layout>
  );
}

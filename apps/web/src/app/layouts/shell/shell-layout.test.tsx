import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentApi, TaskApi, UserApi } from '@orator/contracts';
import { useCompletedVideo } from '../../../features/video-tasks';
import { useClientState } from '../../../shared/state/client-state';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { playPhoneWidth, signIn } from '../../../test/session';
import { aTaskPage } from '../../../test/video-tasks';

/** SPEC 2 sidebar items and where they lead. */
const SIDEBAR = [
  ['nav-home', '/ai/home'],
  ['nav-workbench', '/ai/workbench'],
  ['nav-dubbing', '/ai/dubbing'],
  ['nav-avatarClone', '/ai/digital-human-clone'],
  ['nav-voiceClone', '/ai/voice-clone'],
  ['nav-digitalAvatar', '/ai/create'],
  ['nav-talkingPhoto', '/ai/create?tab=talkingPhoto'],
  ['nav-pptAvatar', '/ai/pptcreate'],
  ['nav-userCenter', '/ai/user/userCenter'],
  ['nav-orders', '/ai/user/trade'],
  ['nav-recharge', '/ai/user/recharge'],
  ['nav-interests', '/ai/user/interests'],
] as const;

describe('the shell', () => {
  it('has the sidebar items of SPEC 2, each leading to its screen', async () => {
    signIn();
    renderApp('/ai/template');
    await screen.findByTestId('under-construction-title');
    for (const [testId, href] of SIDEBAR) {
      const item = screen.getByTestId(testId);
      expect(item.getAttribute('href'), testId).toBe(href);
      expect(item.textContent?.endsWith('Coming soon'), testId).toBe(false);
      expect(item.getAttribute('aria-disabled'), testId).toBeNull();
    }
  });

  it('is a navigation that marks the screen on display as the current page', async () => {
    signIn();
    renderApp('/ai/workbench');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current.getAttribute('data-testid')).toBe('nav-workbench');
    expect(within(within(nav).getByRole('list', { name: 'Account' })).getAllByRole('link')).toHaveLength(4);
  });

  it('keeps the names of a collapsed sidebar for screen readers, and shows each in a hint', async () => {
    signIn();
    const { user } = renderApp('/ai/template');
    await user.click(await screen.findByTestId('shell-collapse'));
    const dubbing = screen.getByRole('link', { name: 'Dubbing' });
    expect(screen.queryByText('Dubbing', { selector: '.hint:not([hidden])' })).toBeNull();
    await user.hover(dubbing);
    expect(screen.getByText('Dubbing', { selector: '.hint:not([hidden])' })).toBeTruthy();
    await user.unhover(dubbing);
    expect(screen.queryByText('Dubbing', { selector: '.hint:not([hidden])' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('names a screen that is not built yet, says when it is planned, and leads back to the workbench', async () => {
    signIn();
    const { router, user } = renderApp('/ai/template');
    expect((await screen.findByTestId('under-construction-title')).textContent).toBe('Templates is under construction');
    expect(screen.getByTestId('under-construction-planned').textContent).toBe(
      'It is planned for a later release; this version does not have it yet.',
    );
    await waitFor(() => expect(document.title).toBe('Video templates – Orator'));
    await user.click(screen.getByTestId('under-construction-back'));
    await screen.findByTestId('workbench-greeting');
    expect(currentUrl(router)).toBe('/ai/workbench');
  });

  it('shows the under-construction page for an unknown screen inside the shell', async () => {
    signIn();
    renderApp('/ai/invoices');
    expect((await screen.findByTestId('under-construction-title')).textContent).toBe('This page is under construction');
    expect(screen.getByTestId('nav-workbench')).toBeTruthy();
  });

  it('opens /user on the user centre', async () => {
    signIn();
    mockApi.on('GET', UserApi.typeList, { code: 200, data: [] });
    const { router } = renderApp('/ai/user');
    await screen.findByTestId('account-id');
    expect(currentUrl(router)).toBe('/ai/user/userCenter');
  });

  it('collapses the sidebar through the client state', async () => {
    signIn();
    const { user } = renderApp('/ai/template');
    await user.click(await screen.findByTestId('shell-collapse'));
    expect(useClientState.getState().isSidebarCollapsed).toBe(true);
    expect(document.querySelector('.shell-sider--collapsed')).not.toBeNull();
  });

  it('marks My projects while videos are generating or the badge flag is set', async () => {
    signIn();
    renderApp('/ai/template');
    const badge = await screen.findByTestId('generating-badge');
    expect(badge.querySelector('.generating-badge__dot')).toBeNull();
    act(() => useClientState.getState().setGeneratingVideoCount(2));
    await waitFor(() => expect(badge.querySelector('.generating-badge__dot')).not.toBeNull());
    act(() => {
      useClientState.getState().setGeneratingVideoCount(0);
      useClientState.getState().setGeneratingBadgeVisible(true);
    });
    expect(badge.querySelector('.generating-badge__dot')?.getAttribute('title')).toBe('Videos are being generated');
  });

  it('offers a back button on the video detail page, to the project centre when opened directly', async () => {
    signIn();
    mockApi.on('POST', TaskApi.list, { code: 200, data: aTaskPage([]) });
    const { router, user } = renderApp('/ai/digitalDetail?id=3');
    await user.click(await screen.findByTestId('shell-back'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/my'));
  });

  it('shows the banner on My projects, and on no other screen of the shell', async () => {
    signIn();
    mockApi.on('POST', TaskApi.list, { code: 200, data: aTaskPage([]) });
    const { user } = renderApp('/ai/my');
    expect((await screen.findByTestId('route-banner')).textContent).toMatch(/Sign in every day/);
    await user.click(screen.getByTestId('nav-workbench'));
    await screen.findByTestId('workbench-greeting');
    expect(screen.queryByTestId('route-banner')).toBeNull();
  });

  it('shows the K-coin balance and the plan from the user info', async () => {
    signIn(aUser({ kCoinBalance: 4321, plan: 'standard' }));
    renderApp('/ai/template');
    expect((await screen.findByTestId('header-kcoins')).textContent).toBe('4,321 K-coins');
    expect(screen.getByTestId('account-panel-kcoins').textContent).toBe('4,321 K-coins');
  });
});

describe('the mobile shell', () => {
  it('hides the sidebar and opens the navigation in a drawer', async () => {
    playPhoneWidth();
    signIn();
    const { router, user } = renderApp('/ai/template');
    await screen.findByTestId('under-construction-title');
    expect(document.querySelector('.shell-sider')).toBeNull();
    expect(screen.queryByTestId('header-kcoins')).toBeNull();

    await user.click(screen.getByTestId('shell-menu-button'));
    const drawer = await screen.findByTestId('shell-drawer-content');
    expect(within(drawer).getByTestId('nav-pptAvatar').getAttribute('href')).toBe('/ai/pptcreate');
    await user.click(within(drawer).getByTestId('nav-workbench'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/workbench'));
  });
});

describe('the video-completed popup', () => {
  const finished = { id: 8, taskName: 'Launch', targetFileId: 3, targetFileThumbnailUrl: null, showRatio: '1:1' };

  afterEach(() => useCompletedVideo.setState(useCompletedVideo.getInitialState(), true));

  it('appears over the shell on a desktop', async () => {
    signIn();
    renderApp('/ai/template');
    await screen.findByTestId('under-construction-title');
    act(() => useCompletedVideo.getState().show(finished));
    expect((await screen.findByTestId('video-completed-name')).textContent).toBe('Launch');
  });

  it('stays away on a phone', async () => {
    playPhoneWidth();
    signIn();
    renderApp('/ai/template');
    await screen.findByTestId('under-construction-title');
    act(() => useCompletedVideo.getState().show(finished));
    expect(screen.queryByTestId('video-completed-name')).toBeNull();
  });
});

describe('expiry tips', () => {
  function answerExpiryLists(kCoins: unknown[], membership: unknown[]) {
    mockApi.on('GET', PaymentApi.expireList, (request) => ({
      code: 200,
      data: request.params.moneyType === 21 ? kCoins : membership,
    }));
  }

  it('asks for both lists after the user info and shows a single K-coin batch with its date', async () => {
    signIn();
    answerExpiryLists([{ moneySurplusExpire: 120, moneyType: 21, expireTime: '2031-03-01 12:00:00' }], []);
    renderApp('/ai/template');
    expect((await screen.findByTestId('kcoin-expiry-tip')).textContent).toBe(
      '120 of your K-coins expire on Mar 1, 2031, 12:00 PM. Use them before then.',
    );
    expect(
      mockApi
        .requestsTo(PaymentApi.expireList)
        .map((request) => request.params.moneyType)
        .sort(),
    ).toEqual([20, 21]);
    expect(screen.queryByTestId('membership-expiry-tip')).toBeNull();
  });

  it('sums several K-coin batches without a date, and shows the first membership entry', async () => {
    signIn();
    answerExpiryLists(
      [
        { moneySurplusExpire: 100, moneyType: 21, expireTime: '2031-03-01T12:00:00.000Z' },
        { moneySurplusExpire: 50, moneyType: 21, expireTime: '2031-04-01T12:00:00.000Z' },
      ],
      [
        { moneySurplusExpire: 3, moneyType: 20, expireTime: '2031-05-02 12:00:00' },
        { moneySurplusExpire: 9, moneyType: 20, expireTime: '2031-06-02T12:00:00.000Z' },
      ],
    );
    renderApp('/ai/template');
    expect((await screen.findByTestId('kcoin-expiry-tip')).textContent).toBe(
      '150 of your K-coins expire soon. Use them before they lapse.',
    );
    expect(screen.getByTestId('membership-expiry-tip').textContent).toMatch(
      /^Your membership expires on May 2, 2031, 12:00 PM\./,
    );
  });

  it('shows nothing, and no toast, while the server has no expiry lists', async () => {
    signIn();
    renderApp('/ai/template');
    await screen.findByTestId('under-construction-title');
    await waitFor(() => expect(mockApi.requestsTo(PaymentApi.expireList)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('kcoin-expiry-tip')).toBeNull();
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('is not asked for by a guest', async () => {
    renderApp('/ai/price');
    await screen.findByTestId('price-title');
    expect(mockApi.requestsTo(PaymentApi.expireList)).toHaveLength(0);
    // Only the guard's one question whether the (unreadable) session cookie holds a session.
    expect(mockApi.requestsTo(UserApi.userInfoDetail)).toHaveLength(1);
  });
});

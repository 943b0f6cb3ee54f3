import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { currentUrl, renderApp } from '../../test/render-app';
import { aFreeUser, signIn } from '../../test/session';

async function openLeaveDialogFromCreate() {
  const view = renderApp('/ai/create?source=ad');
  await view.user.click(await screen.findByTestId('focus-back'));
  await screen.findByTestId('leave-dialog-text');
  return view;
}

const dialog = () => document.querySelector<HTMLElement>('.ant-modal');

/** A closed dialog lingers in jsdom with its leave-animation class, as animations never end there. */
function isDialogOpen(): boolean {
  const modal = screen.queryByTestId('leave-dialog-text')?.closest('.ant-modal');
  return modal != null && !/-leave\b/.test(modal.className);
}

describe('the leave confirmation', () => {
  it("asks 'Confirm to leave?' before leaving create, and stays when told to", async () => {
    signIn();
    const { router, user } = await openLeaveDialogFromCreate();

    expect(screen.getByText('Confirm to leave?')).toBeTruthy();
    expect(screen.getByTestId('leave-dialog-text').textContent).toBe('Your changes may not be saved after you leave');
    await user.click(screen.getByTestId('leave-stay'));
    await waitFor(() => expect(isDialogOpen()).toBe(false));
    expect(currentUrl(router)).toBe('/ai/create?source=ad');
  });

  it('goes to the held target on confirmation, once, without asking again', async () => {
    signIn();
    const { router, user } = await openLeaveDialogFromCreate();
    await user.click(screen.getByTestId('leave-confirm'));
    await screen.findByTestId('workbench-greeting');
    expect(currentUrl(router)).toBe('/ai/workbench');
    await waitFor(() => expect(isDialogOpen()).toBe(false));
  });

  it('asks again on the next visit after the user stayed', async () => {
    signIn();
    const { user } = await openLeaveDialogFromCreate();
    await user.click(screen.getByTestId('leave-stay'));
    await waitFor(() => expect(isDialogOpen()).toBe(false));
    await user.click(screen.getByTestId('focus-back'));
    await waitFor(() => expect(isDialogOpen()).toBe(true));
  });

  it('offers users without a plan an upgrade that leads to /price', async () => {
    signIn(aFreeUser());
    const { router, user } = await openLeaveDialogFromCreate();
    await user.click(screen.getByTestId('leave-upgrade'));
    await screen.findByTestId('price-title');
    expect(currentUrl(router)).toBe('/ai/price');
  });

  it('offers no upgrade to a subscribed user', async () => {
    signIn();
    await openLeaveDialogFromCreate();
    expect(screen.queryByTestId('leave-upgrade')).toBeNull();
  });

  it('is 480 units wide in English and 416 in the other languages', async () => {
    signIn();
    const { user } = await openLeaveDialogFromCreate();
    expect(dialog()?.style.width).toBe('30rem');
    await user.click(screen.getByTestId('leave-stay'));

    await i18n.changeLanguage('zh');
    await user.click(screen.getByTestId('focus-back'));
    expect(await screen.findByText('确认离开吗？')).toBeTruthy();
    expect(dialog()?.style.width).toBe('26rem');
  });

  it('lets url-to-video hand over to the project centre without asking, but not elsewhere', async () => {
    signIn();
    const { router, user } = renderApp('/ai/url-to-video');
    await user.click(await screen.findByTestId('header-my-projects'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/my'));
    expect(isDialogOpen()).toBe(false);

    await router.navigate('/url-to-video');
    await user.click(await screen.findByTestId('nav-dubbing'));
    expect(await screen.findByTestId('leave-dialog-text')).toBeTruthy();
  });

  it('guards /pptcreate too', async () => {
    signIn();
    const { user } = renderApp('/ai/pptcreate');
    await user.click(await screen.findByTestId('focus-back'));
    expect(await screen.findByTestId('leave-dialog-text')).toBeTruthy();
  });

  // The bar's back button is there whether the tool is built or still says it is coming.
  it.each(['/tiktok-avatar', '/ai-video-translation'])('guards %s too', async (path) => {
    signIn();
    const { user } = renderApp(`/ai${path}`);
    await user.click(await screen.findByTestId('focus-back'));
    expect(await screen.findByTestId('leave-dialog-text')).toBeTruthy();
  });

  it('lets every other screen go without asking', async () => {
    signIn();
    const { router, user } = renderApp('/ai/template');
    await user.click(await screen.findByTestId('under-construction-back'));
    await screen.findByTestId('workbench-greeting');
    expect(currentUrl(router)).toBe('/ai/workbench');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocalKey } from '@orator/contracts';
import { currentUrl, renderApp } from '../../../test/render-app';
import { playPhoneWidth, signIn } from '../../../test/session';

async function chooseLanguage(user: ReturnType<typeof renderApp>['user'], locale: string) {
  await user.click(await screen.findByTestId('language-switcher'));
  await user.click(await screen.findByTestId(`language-option-${locale}`));
}

describe('the public site', () => {
  it('serves a page under /pt in Portuguese, without storing the choice', async () => {
    renderApp('/ai/pt/price');
    expect((await screen.findByTestId('price-title')).textContent).toBe('Planos para cada criador');
    expect(document.documentElement.lang).toBe('pt');
    await waitFor(() => expect(document.title).toBe('Preços e planos – Orator'));
    expect(localStorage.getItem(LocalKey.Locale)).toBeNull();
    expect(screen.getByTestId('site-nav-home').getAttribute('href')).toBe('/ai/pt/home');
    // The footer leads to the image studio's public pages in the page's language.
    expect(screen.getByTestId('site-footer-ai-model').textContent).toBe('Modelo IA');
    expect(screen.getByTestId('site-footer-ai-model').getAttribute('href')).toBe('/ai/pt/home-model');
    expect(screen.getByTestId('site-footer-image-studio').getAttribute('href')).toBe('/ai/pt/home-image-clone');
    expect(screen.getByTestId('site-footer-face-swap').getAttribute('href')).toBe('/ai/pt/home-video-face-swap');
  });

  it('serves a page under /zh in Chinese', async () => {
    renderApp('/ai/zh/service-terms');
    expect((await screen.findByTestId('service-terms')).querySelector('h1')?.textContent).toBe('服务条款');
  });

  it('opens /zh on the Chinese home page', async () => {
    const { router } = renderApp('/ai/zh');
    await screen.findByTestId('home-headline');
    expect(currentUrl(router)).toBe('/ai/zh/home');
  });

  it('moves to the address of the chosen language', async () => {
    const { router, user } = renderApp('/ai/price?source=blog');
    await screen.findByTestId('price-title');
    await chooseLanguage(user, 'zh');
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/zh/price?source=blog'));
    expect(screen.getByTestId('price-title').textContent).toBe('适合每位创作者的套餐');

    await chooseLanguage(user, 'en');
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/price?source=blog'));
    expect(screen.getByTestId('price-title').textContent).toBe('Plans for every creator');
    expect(localStorage.getItem(LocalKey.Locale)).toBe('en');
  });

  it('shows a feature page in the language of its address, with the way home in that language', async () => {
    renderApp('/ai/pt/talking-photo');
    expect((await screen.findByTestId('landing-title')).textContent).toBe('Faça um retrato falar');
    expect(screen.getByTestId('site-nav-home').getAttribute('href')).toBe('/ai/pt/home');
  });

  it('offers a guest to log in or sign up, and a signed-in user the workbench', async () => {
    const { unmount } = renderApp('/ai/home');
    await screen.findByTestId('home-headline');
    expect(screen.getByTestId('site-login')).toBeTruthy();
    expect(screen.getByTestId('home-start').closest('a')?.getAttribute('href')).toBe('/ai/register');
    unmount();

    signIn();
    renderApp('/ai/home');
    await screen.findByTestId('home-headline');
    expect(screen.getByTestId('site-open-workbench')).toBeTruthy();
    expect(screen.getByTestId('home-start').closest('a')?.getAttribute('href')).toBe('/ai/workbench');
  });

  it('puts the navigation in a menu on a phone', async () => {
    playPhoneWidth();
    const { router, user } = renderApp('/ai/home');
    await screen.findByTestId('home-headline');
    expect(screen.queryByTestId('site-nav-price')).toBeNull();
    await user.click(screen.getByTestId('site-menu-button'));
    await user.click(within(await screen.findByTestId('site-drawer-nav')).getByRole('link', { name: 'Pricing' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/ai/price'));
  });
});

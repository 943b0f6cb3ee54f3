import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SystemApi, UserApi } from '@orator/contracts';
import { answerCatalogueSummary } from '../../../test/catalogue';
import { aCaptcha } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const highlights = () =>
  [...screen.getByTestId('auth-showcase-highlights').querySelectorAll('li')].map((line) => line.textContent);

describe('the sign-up and login showcase', () => {
  it("claims the installation's own numbers, and no avatar clone", async () => {
    answerCatalogueSummary({ voices: 414, voiceLanguages: 130, avatars: 756 });
    renderApp('/ai/login');
    await waitFor(() =>
      expect(highlights()).toEqual([
        '756 digital avatars',
        '414 voices',
        'Dubbing in 130 languages',
        'Clone your own voice',
      ]),
    );
  });

  it('names no number while the catalogue is not counted', async () => {
    mockApi.on('GET', SystemApi.catalogueSummary, { code: 500, message: 'down' });
    mockApi.on('GET', UserApi.captcha, () => ({ code: 200, data: aCaptcha() }));
    renderApp('/ai/register');
    await screen.findByTestId('captcha-image');
    await waitFor(() => expect(mockApi.requestsTo(SystemApi.catalogueSummary)).toHaveLength(1));
    expect(highlights().join(' ')).not.toMatch(/\d/);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isFeatureAvailable, SystemApi } from '@orator/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { TOOL_ENTRY } from '../../../shared/lib/feature-screens';
import { answerCatalogueSummary, WITHOUT_POCKETSPHINX } from '../../../test/catalogue';
import { mockApi } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import { aFreeUser, signIn } from '../../../test/session';
import { aUser } from '../../../test/fixtures';
import { TOOL_SECTIONS } from '../tool-catalogue';

const TOOLS = TOOL_SECTIONS.flatMap((section) => section.tools);

describe('the workbench', () => {
  it('has a card for every tool, leading to the tools this version has', async () => {
    signIn();
    renderApp('/ai/workbench');
    await screen.findByTestId('workbench-greeting');
    expect(TOOLS).toHaveLength(29);
    for (const tool of TOOLS.filter((candidate) => isFeatureAvailable(candidate.key))) {
      const card = screen.getByTestId(`tool-${tool.key}`);
      expect(card.getAttribute('href'), tool.key).toBe(`/ai${TOOL_ENTRY[tool.key]}`);
      expect(screen.queryByTestId(`tool-${tool.key}-soon`), tool.key).toBeNull();
    }
    expect(screen.getByTestId('tool-avatarVideo').textContent).toContain('Avatar video');
  });

  it('marks the tools this version does not have as coming soon, leading nowhere', async () => {
    signIn();
    const { router, user } = renderApp('/ai/workbench');
    await screen.findByTestId('workbench-greeting');
    const unbuilt = TOOLS.filter((tool) => !isFeatureAvailable(tool.key));
    expect(unbuilt.map((tool) => tool.key)).toEqual(
      expect.arrayContaining(['urlToVideo', 'shoppingGuide', 'videoGenerator']),
    );
    for (const tool of unbuilt) {
      const card = screen.getByTestId(`tool-${tool.key}`);
      expect(card.getAttribute('href'), tool.key).toBeNull();
      expect(card.getAttribute('aria-disabled'), tool.key).toBe('true');
      expect(screen.getByTestId(`tool-${tool.key}-soon`).textContent).toBe('Coming soon');
    }
    await user.click(screen.getByTestId('tool-shoppingGuide'));
    expect(currentUrl(router)).toBe('/ai/workbench');
  });

  it('lists the tools this version has first in each section', async () => {
    signIn();
    renderApp('/ai/workbench');
    await screen.findByTestId('workbench-greeting');
    const video = [...document.querySelectorAll('[data-testid^="tool-"][class~="workbench__tool"]')]
      .map((card) => card.getAttribute('data-testid'))
      .slice(0, 3);
    expect(video).toEqual(['tool-avatarVideo', 'tool-slidesVideo', 'tool-talkingPhoto']);
  });

  it("names the installation's own numbers, formatted for the reader", async () => {
    answerCatalogueSummary({ voices: 1234, voiceLanguages: 131 });
    signIn();
    renderApp('/ai/workbench');
    await waitFor(() => expect(screen.getByTestId('tool-voices-description').textContent).toBe('Browse 1,234 voices.'));
    expect(screen.getByTestId('tool-dubbing-description').textContent).toBe('Text to speech in 131 languages.');
    expect(screen.getByTestId('tool-avatars-description').textContent).toBe('Browse 756 digital avatars.');
    expect(screen.getByTestId('tool-voiceClone-description').textContent).toBe(
      'Instant or pro clone of your voice, in 40 languages.',
    );
    expect(screen.getByTestId('tool-subtitleExtraction-description').textContent).toBe(
      'Recognises speech in 6 languages; times your script in the others.',
    );
  });

  it('formats the numbers in the reader’s language', async () => {
    answerCatalogueSummary({ voices: 1234 });
    await i18n.changeLanguage('pt');
    signIn();
    renderApp('/ai/workbench');
    await waitFor(() => expect(screen.getByTestId('tool-voices-description').textContent).toBe('Explore 1.234 vozes.'));
  });

  it('names no number until the installation has counted its catalogue', async () => {
    mockApi.on('GET', SystemApi.catalogueSummary, { code: 500, message: 'down' });
    signIn();
    renderApp('/ai/workbench');
    await screen.findByTestId('workbench-greeting');
    await waitFor(() => expect(mockApi.requestsTo(SystemApi.catalogueSummary)).toHaveLength(1));
    for (const tool of TOOLS) {
      expect(screen.getByTestId(`tool-${tool.key}-description`).textContent, tool.key).not.toMatch(/\d/);
    }
    expect(screen.getByTestId('tool-voices-description').textContent).toBe('Browse the voice library.');
    expect(document.querySelector('.ant-message-notice')).toBeNull();
  });

  it('says that recognising speech needs pocketsphinx, and how to install it, when the machine lacks it', async () => {
    answerCatalogueSummary(WITHOUT_POCKETSPHINX);
    signIn();
    renderApp('/ai/workbench');
    expect((await screen.findByTestId('tool-subtitleExtraction-command')).textContent).toBe(
      'sudo apt-get install -y pocketsphinx pocketsphinx-en-us',
    );
    expect(screen.getByTestId('tool-subtitleExtraction-description').textContent).toBe(
      'Times the script you give to the recording. Recognising speech needs the pocketsphinx package:',
    );
  });

  it('says plainly that there are no projects yet', async () => {
    signIn();
    renderApp('/ai/workbench');
    expect((await screen.findByTestId('workbench-recent-empty')).textContent).toContain('No projects yet.');
  });

  it('offers an upgrade to users without a plan only', async () => {
    signIn(aFreeUser());
    const { unmount } = renderApp('/ai/workbench');
    await screen.findByTestId('workbench-greeting');
    expect(screen.getByTestId('workbench-plan').textContent).toBe('Free');
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/ai/price');
    unmount();

    signIn(aUser({ plan: 'pro' }));
    renderApp('/ai/workbench');
    await screen.findByTestId('workbench-greeting');
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Top up' }).getAttribute('href')).toBe('/ai/user/recharge');
  });
});

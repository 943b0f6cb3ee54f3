import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@orator/contracts';
import { i18n } from '../i18n/i18n';
import {
  BALANCE_VARIANTS,
  isInsufficientBalance,
  useInsufficientBalance,
  type TBalanceVariant,
} from './insufficient-balance';
import { UpgradePrompt } from './upgrade-prompt';

/** A page at /tool showing `children`, with the two places the dialogs lead to. */
function renderAtTool(children: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/tool', element: children },
      { path: '/price', element: <p>price page</p> },
      { path: '/user/recharge', element: <p>recharge page</p> },
    ],
    { initialEntries: ['/tool'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

/** Plays a tool page: it runs metered work whose answer is `result`. */
function MeteredTool({ result, variant }: { result: unknown; variant: TBalanceVariant }) {
  const { dialog, handle } = useInsufficientBalance();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button onClick={() => setOutcome(handle(result, variant) ? 'stopped' : 'went on')}>run</button>
      <output>{outcome}</output>
      {dialog}
    </>
  );
}

describe('isInsufficientBalance', () => {
  it('recognises the 507 envelope the API client resolves with, as number or string', () => {
    expect(isInsufficientBalance({ code: ResultCode.InsufficientBalance, data: null, message: 'x' })).toBe(true);
    expect(isInsufficientBalance({ code: '507', data: null })).toBe(true);
  });

  it('leaves other answers to the caller', () => {
    expect(isInsufficientBalance({ code: ResultCode.NeedsUpgrade, data: null })).toBe(false);
    expect(isInsufficientBalance({ taskId: 4 })).toBe(false);
    expect(isInsufficientBalance(null)).toBe(false);
  });
});

describe('the balance-insufficient dialog', () => {
  it.each([
    ['video', 'You do not have enough K-coins to generate this video.'],
    ['dubbing', 'You do not have enough K-coins for this dubbing.'],
    ['aiModel', 'You do not have enough K-coins to generate this AI model.'],
    ['faceSwap', 'You do not have enough K-coins for this face swap.'],
    ['subtitleRemover', 'You do not have enough K-coins to remove these subtitles.'],
  ] as const)('opens on a 507 for %s and names what ran short', async (variant, line) => {
    const { user } = renderAtTool(<MeteredTool result={{ code: 507, data: null }} variant={variant} />);
    await user.click(screen.getByText('run'));
    expect(screen.getByText('stopped')).toBeTruthy();
    expect((await screen.findByTestId('insufficient-balance-title')).textContent).toBe(
      'Oops, the K-coin balance is insufficient!',
    );
    expect(screen.getByTestId('insufficient-balance-text').textContent).toBe(line);
  });

  describe('in every language', () => {
    // The app loads only the language it shows; this reads all of them.
    beforeAll(() => i18n.loadLanguages(['zh', 'pt']));

    it('has a line for every variant', () => {
      for (const locale of ['en', 'zh', 'pt']) {
        for (const variant of BALANCE_VARIANTS) {
          expect(i18n.exists(`billing.insufficient.${variant}`, { lng: locale })).toBe(true);
        }
      }
    });
  });

  it('stays closed when the work went through', async () => {
    const { user } = renderAtTool(<MeteredTool result={{ taskId: 1 }} variant="video" />);
    await user.click(screen.getByText('run'));
    expect(screen.getByText('went on')).toBeTruthy();
    expect(screen.queryByTestId('insufficient-balance-title')).toBeNull();
  });

  it('leads to buying K-coins', async () => {
    const { user, router } = renderAtTool(<MeteredTool result={{ code: 507 }} variant="dubbing" />);
    await user.click(screen.getByText('run'));
    await user.click(await screen.findByTestId('insufficient-balance-buy'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/recharge'));
  });

  it('leads to the plans', async () => {
    const { user, router } = renderAtTool(<MeteredTool result={{ code: 507 }} variant="faceSwap" />);
    await user.click(screen.getByText('run'));
    await user.click(await screen.findByTestId('insufficient-balance-upgrade'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/price'));
  });
});

describe('the upgrade prompt', () => {
  function PromptedPicker({ item }: { item?: string }) {
    const [isOpen, setIsOpen] = useState(true);
    return (
      <>
        <output>{isOpen ? 'prompting' : 'put off'}</output>
        <UpgradePrompt isOpen={isOpen} onClose={() => setIsOpen(false)} item={item} />
      </>
    );
  }

  it('names the member-only item and leads to the plans', async () => {
    const { user, router } = renderAtTool(<PromptedPicker item="Avatar Lina" />);
    expect((await screen.findByTestId('upgrade-prompt-text')).textContent).toBe(
      'Avatar Lina is for members. Upgrade your plan to use it.',
    );
    await user.click(screen.getByTestId('upgrade-prompt-upgrade'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/price'));
  });

  it('can be put off', async () => {
    const { user, router } = renderAtTool(<PromptedPicker />);
    expect((await screen.findByTestId('upgrade-prompt-title')).textContent).toBe('This is for members');
    await user.click(screen.getByTestId('upgrade-prompt-later'));
    expect(screen.getByText('put off')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tool');
  });
});

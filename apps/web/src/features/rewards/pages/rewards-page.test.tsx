import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RewardsApi, SignInApi, type TRewardTaskState } from '@orator/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';

const TASKS: TRewardTaskState[] = [
  { task: 'signIn', kcoins: 0, done: true, claimable: false },
  { task: 'profile', kcoins: 20, done: false, claimable: false },
  { task: 'comment', kcoins: 1, done: false, claimable: false },
  { task: 'invite', kcoins: 50, done: false, claimable: false },
];

function serveRewards(streak: number) {
  mockApi.on('POST', SignInApi.getUserSignIn, {
    code: 200,
    data: { isTodaySignIn: true, isTodaySignInVideo: false, signInGiftMoney: 0, signInNumber: streak },
  });
  mockApi.on('POST', SignInApi.getGrandTotalData, { code: 200, data: { totalKCoins: 5, totalPeople: 1, totalVip: 0 } });
  mockApi.on('GET', RewardsApi.tasks, { code: 200, data: TASKS });
  mockApi.on('GET', RewardsApi.invitations, { code: 200, data: { invitees: [], earnedKcoins: 0 } });
  mockApi.on('POST', RewardsApi.getUserComment, { code: 200, data: [] });
}

describe('the rewards page', () => {
  it('counts a streak of one day and a one-K-coin task in the singular, and says today’s sign-in is done', async () => {
    signIn();
    serveRewards(1);
    renderApp('/ai/rewards');
    expect((await screen.findByTestId('sign-in-streak')).textContent).toBe('1 day in a row');
    const tasks = await screen.findByTestId('reward-tasks');
    expect(within(tasks).getByTestId('task-comment').textContent).toContain(
      'Tell us what you think of Orator for 1 K-coin',
    );
    const signInTask = within(tasks).getByTestId('task-signIn');
    expect(signInTask.textContent).toContain('Signed in today. Come back tomorrow for more.');
    expect(signInTask.textContent).not.toContain('+0');
  });

  it('speaks Portuguese plurals', async () => {
    await i18n.changeLanguage('pt');
    signIn();
    serveRewards(2);
    renderApp('/ai/rewards');
    expect((await screen.findByTestId('sign-in-streak')).textContent).toBe('2 dias seguidos');
    expect(within(await screen.findByTestId('task-profile')).getByText(/ganhe 20 K-coins$/)).toBeTruthy();
  });
});

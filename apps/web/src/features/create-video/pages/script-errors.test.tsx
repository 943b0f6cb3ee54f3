import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaskApi } from '@orator/contracts';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { playPhoneWidth, signIn } from '../../../test/session';
import { mockStudioApi } from './studio-mocks';

const TOO_SHORT = 'The text content cannot be less than 40 characters';

async function openStudio() {
  const view = renderApp('/ai/create');
  await screen.findByTestId('create-studio');
  await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('task-name').value).toBe('Video 3'));
  return view;
}

describe('a script that cannot go yet', () => {
  it.each([
    ['on a desktop', () => undefined],
    ['on a phone', playPhoneWidth],
  ])('is said once, at the script, which Generate takes the user to (%s)', async (_, setScreen) => {
    setScreen();
    signIn();
    mockStudioApi();
    const { user } = await openStudio();
    await user.click(screen.getByTestId('generate'));

    expect(screen.getAllByText(TOO_SHORT)).toHaveLength(1);
    expect(screen.getByTestId('script-problem').textContent).toBe(TOO_SHORT);
    expect(document.activeElement).toBe(screen.getByTestId('script-input'));

    await user.paste('Too short.');
    await user.click(screen.getByTestId('generate'));
    expect(screen.getAllByText(TOO_SHORT)).toHaveLength(1);
    expect(mockApi.requestsTo(TaskApi.saveTask)).toHaveLength(0);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AvatarCloneApi, SupportType, UploadType } from '@orator/contracts';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { signIn } from '../../../test/session';
import { aPresenter, mockStudioApi } from './studio-mocks';

describe('avatar clones on /create', () => {
  it('lists the finished clones under their own tab, says they speak from their moving video, and picks one', async () => {
    signIn();
    mockStudioApi();
    mockApi.on('POST', AvatarCloneApi.listClone, {
      code: 200,
      data: [
        aPresenter({
          digitalHumanId: 'photo-7',
          name: 'Me at my desk',
          supportTypeId: SupportType.DigitalHuman,
          uploadTypeId: UploadType.CloneUpload,
          framing: 'photo',
        }),
      ],
    });
    const { user } = renderApp('/ai/create?tab=clones');
    const tile = await within(await screen.findByTestId('clone-grid')).findByTestId('clone-avatar-photo-7');
    expect(screen.getByText('Your avatar clones speak from a moving loop of their own video.')).toBeTruthy();
    expect(tile.textContent).toBe('Me at my desk');
    await user.click(tile);
    expect(tile.getAttribute('aria-pressed')).toBe('true');
  });

  it('leads to the fast clone when there is none', async () => {
    signIn();
    mockStudioApi();
    mockApi.on('POST', AvatarCloneApi.listClone, { code: 200, data: [] });
    const { user } = renderApp('/ai/create');
    await user.click(await screen.findByTestId('avatar-tab-clones'));
    expect((await screen.findByText('No clones yet: create one')).closest('a')?.getAttribute('href')).toBe(
      '/ai/fast-clone',
    );
  });
});

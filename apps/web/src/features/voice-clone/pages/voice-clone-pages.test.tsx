import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PaymentApi,
  VoiceApi,
  VoiceCloneAdminApi,
  VoiceCloneApi,
  type TVoiceClone,
  type TVoiceCloneReviewItem,
} from '@orator/contracts';
import type * as browser from '../../../shared/lib/browser';
import { redirectBrowser } from '../../../shared/lib/browser';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { playPhoneWidth, signIn } from '../../../test/session';

vi.mock('../../../shared/lib/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof browser>()),
  redirectBrowser: vi.fn(),
}));

function aClone(overrides: Partial<TVoiceClone> = {}): TVoiceClone {
  return {
    id: 1,
    kind: 'instant',
    name: 'My narrator voice',
    gender: 'male',
    language: 'en-US',
    languageName: 'English (United States)',
    status: 'success',
    reason: null,
    sampleUrl: '/api/voice/v1/voiceClone/sample?id=1',
    sampleDurationSec: 12,
    voiceId: 'clone:1',
    priceCents: 990,
    currency: 'USD',
    createTime: '2031-01-02T10:00:00.000Z',
    paidTime: '2031-01-02T10:01:00.000Z',
    completeTime: '2031-01-02T10:05:00.000Z',
    expireTime: '2032-01-02T10:05:00.000Z',
    ...overrides,
  };
}

const page = (records: TVoiceClone[]) => ({
  code: 200,
  data: { records, total: records.length, current: 1, size: 50 },
});

beforeEach(() => {
  vi.mocked(redirectBrowser).mockClear();
  mockApi.on('GET', PaymentApi.userDigitalhumanClonePrice, {
    code: 200,
    data: { currency: 'USD', voiceInstant: 990, voicePro: 4990, avatar: 2990 },
  });
  mockApi.on('GET', VoiceApi.queryLanguage, {
    code: 200,
    data: [
      { code: 'en-US', name: 'English (United States)', nativeName: 'English', voiceCount: 9 },
      { code: 'tlh', name: 'Klingon', nativeName: 'tlhIngan Hol', voiceCount: 2 },
    ],
  });
});

describe('/voice-clone', () => {
  it("prices both clones and lists the user's clones with what each state allows", async () => {
    signIn();
    mockApi.on(
      'POST',
      VoiceCloneApi.list,
      page([
        aClone(),
        aClone({
          id: 2,
          name: 'Second try',
          status: 'failedSensitive',
          voiceId: null,
          reason: 'Clone task failed due to sensitive content, please resubmit',
          expireTime: null,
        }),
        aClone({ id: 3, name: 'Old voice', status: 'expired', voiceId: null }),
      ]),
    );
    mockApi.on('POST', VoiceCloneApi.renew, {
      code: 200,
      data: { orderNo: 'OR9', payUrl: '/api/user/v1/payment/sandbox/checkout?orderNo=OR9' },
    });
    const { user } = renderApp('/ai/voice-clone');

    const instant = await screen.findByTestId('offer-instant');
    await waitFor(() => expect(instant.textContent).toContain('$9.90 per year'));
    expect(screen.getByTestId('offer-pro').textContent).toContain('$49.90 per year');

    const ready = await screen.findByTestId('clone-1');
    expect(within(ready).getByTestId('clone-status').textContent).toBe('Ready');
    expect(within(ready).getByTestId('clone-use').getAttribute('href')).toBe('/ai/dubbing?voiceId=clone%3A1');
    expect(within(ready).queryByTestId('clone-resubmit')).toBeNull();

    const failed = screen.getByTestId('clone-2');
    expect(within(failed).getByTestId('clone-reason').textContent).toBe(
      'Clone task failed due to sensitive content, please resubmit',
    );
    expect(within(failed).getByTestId('clone-resubmit')).toBeTruthy();

    await user.click(within(screen.getByTestId('clone-3')).getByTestId('clone-renew'));
    await waitFor(() => expect(redirectBrowser).toHaveBeenCalledOnce());
    expect(vi.mocked(redirectBrowser).mock.calls[0]?.[0]).toMatch(/sandbox\/checkout\?orderNo=OR9&lang=en$/);
    expect(mockApi.requestsTo(VoiceCloneApi.renew)[0]?.body).toEqual({ id: 3 });
  });

  it('fits a phone screen', async () => {
    playPhoneWidth();
    signIn();
    mockApi.on('POST', VoiceCloneApi.list, page([]));
    renderApp('/ai/voice-clone');
    expect(await screen.findByText('No voice clones yet.')).toBeTruthy();
    expect(screen.getByTestId('offer-instant')).toBeTruthy();
  });
});

describe('/instant-voice-clone', () => {
  it('offers only the clone languages and asks for the notice and a recording before saving', async () => {
    signIn();
    const { user } = renderApp('/ai/instant-voice-clone');
    await user.type(await screen.findByTestId('clone-name'), 'My voice');
    await user.click(screen.getByTestId('clone-submit'));
    expect(await screen.findByText('Please read and agree to the Customized Service Notice')).toBeTruthy();
    expect(screen.getByText('Please upload audio')).toBeTruthy();
    expect(screen.getByTestId('clone-submit').textContent).toContain('$9.90');
    expect(mockApi.requestsTo(VoiceCloneApi.saveTask)).toHaveLength(0);

    await user.click(screen.getByTestId('clone-language'));
    expect(await screen.findAllByText('English · English (United States)')).not.toHaveLength(0);
    expect(screen.queryByText('Klingon')).toBeNull();
  });

  it('refuses a recording of 100 KB or less before uploading it', async () => {
    signIn();
    const { user, container } = renderApp('/ai/instant-voice-clone');
    await screen.findByTestId('clone-sample');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array(50 * 1024)], 'me.wav', { type: 'audio/wav' }));
    expect((await screen.findByTestId('clone-sample-problem')).textContent).toBe(
      'The recording must be larger than 100 KB',
    );
    expect(mockApi.requests.filter((request) => request.path.includes('upload'))).toHaveLength(0);
  });
});

describe('/admin/voice-clones', () => {
  const waiting: TVoiceCloneReviewItem = {
    ...aClone({ id: 5, kind: 'pro', status: 'review', voiceId: null, name: 'Studio voice' }),
    ownerId: 9,
    ownerName: 'Bea',
    ownerEmail: 'bea@example.com',
  };

  it('tells a non-administrator they cannot review', async () => {
    signIn();
    mockApi.on('POST', VoiceCloneAdminApi.reviewList, { code: 403, message: 'You do not have permission to do this' });
    renderApp('/ai/admin/voice-clones');
    expect((await screen.findByTestId('review-forbidden')).textContent).toContain(
      'Only administrators can review voice clones.',
    );
  });

  it('lets an operator approve, or reject with a reason', async () => {
    signIn();
    mockApi.on('POST', VoiceCloneAdminApi.reviewList, page([waiting]));
    mockApi.on('POST', VoiceCloneAdminApi.review, { code: 200, data: aClone({ id: 5, status: 'synthesis' }) });
    const { user } = renderApp('/ai/admin/voice-clones');
    const card = await screen.findByTestId('review-5');
    expect(card.textContent).toContain('bea@example.com');

    await user.click(within(card).getByTestId('review-approve'));
    await waitFor(() => expect(mockApi.requestsTo(VoiceCloneAdminApi.review)).toHaveLength(1));
    expect(mockApi.requestsTo(VoiceCloneAdminApi.review)[0]?.body).toEqual({ id: 5, decision: 'approve' });

    await user.click(within(card).getByTestId('review-reject'));
    // The modal's confirm button is the last "Reject" on the page.
    await screen.findByTestId('reject-reason');
    await user.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
    expect(await screen.findByText('Please give a reason')).toBeTruthy();
    await user.type(screen.getByTestId('reject-reason'), 'Too much noise');
    await user.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
    await waitFor(() => expect(mockApi.requestsTo(VoiceCloneAdminApi.review)).toHaveLength(2));
    expect(mockApi.requestsTo(VoiceCloneAdminApi.review)[1]?.body).toEqual({
      id: 5,
      decision: 'reject',
      reason: 'Too much noise',
    });
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudioRecorder } from './audio-recorder';

/** jsdom has no microphone, MediaRecorder or Web Audio: these play the browser's side of a recording. */
class FakeMediaRecorder {
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array([1, 2, 3])], { type: this.mimeType }) });
    this.onstop?.();
  }
}

class FakeOfflineAudioContext {
  constructor(
    readonly channels: number,
    readonly length: number,
    readonly sampleRate: number,
  ) {}
  decodeAudioData() {
    const samples = Float32Array.from({ length: this.sampleRate / 10 }, (_, i) => Math.sin(i / 4) / 2);
    return Promise.resolve({ numberOfChannels: 1, sampleRate: this.sampleRate, getChannelData: () => samples });
  }
}

const stopTrack = vi.fn();

function provideMicrophone(getUserMedia: () => Promise<unknown>) {
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.stubGlobal('OfflineAudioContext', FakeOfflineAudioContext);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  stopTrack.mockReset();
});

describe('AudioRecorder', () => {
  it('says so when the browser cannot record', async () => {
    render(<AudioRecorder onRecorded={vi.fn()} />);
    await userEvent.click(screen.getByTestId('recorder-start'));
    expect(screen.getByTestId('recorder-problem').textContent).toContain('This browser cannot record audio');
  });

  it('says so when the microphone is refused', async () => {
    provideMicrophone(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    render(<AudioRecorder onRecorded={vi.fn()} />);
    await userEvent.click(screen.getByTestId('recorder-start'));
    expect((await screen.findByTestId('recorder-problem')).textContent).toContain('The microphone is not available');
  });

  it('shows the time, stops by itself at the maximum and hands over a 24 kHz WAV file', async () => {
    provideMicrophone(() => Promise.resolve({ getTracks: () => [{ stop: stopTrack }] }));
    const onRecorded = vi.fn();
    render(<AudioRecorder maxSeconds={1} onRecorded={onRecorded} />);
    await userEvent.click(screen.getByTestId('recorder-start'));
    expect((await screen.findByTestId('recorder-elapsed')).textContent).toContain('0:00 / 0:01');

    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1), { timeout: 3000 });
    const file = onRecorded.mock.calls[0]?.[0] as File;
    expect(file.type).toBe('audio/wav');
    expect(file.name).toMatch(/^recording-.*\.wav$/);
    const header = new DataView(await file.arrayBuffer());
    expect(header.getUint32(24, true)).toBe(24000);
    expect(file.size).toBe(44 + 2400 * 2);
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.getByTestId<HTMLButtonElement>('recorder-start').disabled).toBe(false);
  });

  it('stops when asked', async () => {
    provideMicrophone(() => Promise.resolve({ getTracks: () => [{ stop: stopTrack }] }));
    const onRecorded = vi.fn();
    render(<AudioRecorder onRecorded={onRecorded} />);
    await userEvent.click(screen.getByTestId('recorder-start'));
    expect((await screen.findByTestId('recorder-elapsed')).textContent).toContain('/ 10:00');
    await userEvent.click(screen.getByTestId('recorder-stop'));
    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));
  });

  it('cannot start while disabled', () => {
    render(<AudioRecorder onRecorded={vi.fn()} disabled />);
    expect(screen.getByTestId<HTMLButtonElement>('recorder-start').disabled).toBe(true);
  });
});

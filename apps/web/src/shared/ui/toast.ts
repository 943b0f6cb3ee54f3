import type { message as antdMessageApi } from 'antd';
import { Timer } from '@orator/contracts';

type TMessageApi = typeof antdMessageApi;

let antdMessage: TMessageApi | undefined;
let loading: Promise<void> | undefined;

/**
 * antd's toasts load with the first toast: a screen that never raises one (the public site, mostly) never downloads
 * them. Later toasts show at once.
 */
export function loadToasts(): Promise<void> {
  loading ??= import('./antd-message').then(({ message }) => {
    // SPEC 8: one toast at a time; error toasts stay 5 s.
    message.config({ maxCount: 1, duration: Timer.errorToastMs / 1000 });
    antdMessage = message;
  });
  return loading;
}

function withToasts(show: (message: TMessageApi) => void): void {
  if (antdMessage) show(antdMessage);
  else void loadToasts().then(() => show(antdMessage!));
}

export function showErrorToast(text: string): void {
  withToasts((message) => void message.error(text));
}

export function showSuccessToast(text: string): void {
  withToasts((message) => void message.success(text));
}

export function showWarningToast(text: string): void {
  withToasts((message) => void message.warning(text));
}

/** Closes every toast, for a moment when what they said no longer applies (a sign-in that succeeded). */
export function dismissToasts(): void {
  withToasts((message) => message.destroy());
}

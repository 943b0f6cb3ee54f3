import type { message as antdMessageApi } from 'antd';
import { Timer } from '@orator/contracts';

type TMessageApi = typeof antdMessageApi;

let antdMessage: TMessageApi | undefined;

/**
 * antd's toasts are not part of a first paint: their code starts loading when this module does, beside the page's
 * own, and a toast asked for before it has arrived shows once it has.
 */
export const toastsReady: Promise<void> = import('./antd-message').then(({ message }) => {
  // SPEC 8: one toast at a time; error toasts stay 5 s.
  message.config({ maxCount: 1, duration: Timer.errorToastMs / 1000 });
  antdMessage = message;
});

function withToasts(show: (message: TMessageApi) => void): void {
  if (antdMessage) show(antdMessage);
  else void toastsReady.then(() => show(antdMessage!));
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

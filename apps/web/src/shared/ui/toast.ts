import { message } from 'antd';
import { Timer } from '@orator/contracts';

// SPEC 8: one toast at a time; error toasts stay 5 s.
message.config({ maxCount: 1, duration: Timer.errorToastMs / 1000 });

export function showErrorToast(text: string): void {
  void message.error(text);
}

export function showSuccessToast(text: string): void {
  void message.success(text);
}

export function showWarningToast(text: string): void {
  void message.warning(text);
}

/** Closes every toast, for a moment when what they said no longer applies (a sign-in that succeeded). */
export function dismissToasts(): void {
  message.destroy();
}

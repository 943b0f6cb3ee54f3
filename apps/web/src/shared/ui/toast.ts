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

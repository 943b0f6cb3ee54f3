import type { TStudioField } from './submit-blocker';

/** Element ids of the fields that show their own errors, so Generate can take the user to the one wrong. */
export const STUDIO_FIELD_ID: Record<TStudioField, string> = {
  taskName: 'studio-task-name',
  script: 'studio-script',
};

/** Focusing scrolls the field into view too: on a phone it is far above the Generate button. */
export function focusStudioField(field: TStudioField): void {
  document.getElementById(STUDIO_FIELD_ID[field])?.focus();
}

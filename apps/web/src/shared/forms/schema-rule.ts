import type { FormRule } from 'antd';
import { messageText } from '../i18n/message-text';

/** What a contracts (zod) schema offers; typed structurally so forms need not know zod. */
export interface TFieldSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

/** Why `value` fails `schema`, in the current language, or undefined when it passes. */
export function schemaError(schema: TFieldSchema, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : messageText(result.error.issues[0]?.message ?? '');
}

/**
 * Validates a form field with the same schema the API applies, so both sides refuse the same input in the
 * same words (SPEC 5).
 */
export function schemaRule(schema: TFieldSchema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const error = schemaError(schema, value);
      if (error !== undefined) throw new Error(error);
    },
  };
}

import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The button of the confirmation antd opens beside the button that asked for it. */
export async function confirmButton(okText: string) {
  const popup = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons');
    expect(open).not.toBeNull();
    return open!;
  });
  return within(popup).getByRole('button', { name: okText });
}

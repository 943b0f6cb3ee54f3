import { render, screen } from '@testing-library/react';
import { Button, Modal } from 'antd';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers';
import { createQueryClient } from './query-client';

describe('Providers', () => {
  it('renders a two-character Chinese button label without a space between the characters', () => {
    render(
      <Providers queryClient={createQueryClient()}>
        <Button data-testid="recharge">充值</Button>
        <Modal open okText="确定" cancelText="取消" getContainer={false}>
          内容
        </Modal>
      </Providers>,
    );

    expect(screen.getByTestId('recharge').textContent).toBe('充值');
    expect(screen.getByRole('button', { name: '确定' }).textContent).toBe('确定');
  });
});

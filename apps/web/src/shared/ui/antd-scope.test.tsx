import { render, screen } from '@testing-library/react';
import { Button, Modal } from 'antd';
import { describe, expect, it } from 'vitest';
import { AntdScope } from './antd-scope';

describe('AntdScope', () => {
  it('renders a two-character Chinese button label without a space between the characters', () => {
    render(
      <AntdScope>
        <Button data-testid="recharge">充值</Button>
        <Modal open okText="确定" cancelText="取消" getContainer={false}>
          内容
        </Modal>
      </AntdScope>,
    );

    expect(screen.getByTestId('recharge').textContent).toBe('充值');
    expect(screen.getByRole('button', { name: '确定' }).textContent).toBe('确定');
  });

  it('gives antd the brand violet', () => {
    render(
      <AntdScope>
        <Button type="primary" data-testid="primary">
          OK
        </Button>
      </AntdScope>,
    );
    // jsdom does not resolve CSS variables: the theme's stylesheet names the colour.
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(styles).toMatch(/--ant-color-primary:\s*#6d5efc/);
  });
});

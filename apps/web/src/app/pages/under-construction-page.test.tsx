import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { signIn } from '../../test/session';

function offered() {
  return [...screen.getByTestId('under-construction-instead').querySelectorAll('a')].map((link) => [
    link.textContent,
    link.getAttribute('href'),
  ]);
}

describe('the under-construction page', () => {
  it('says a tool without an issue is planned for a later release, with no date', async () => {
    signIn();
    renderApp('/ai/template');
    expect((await screen.findByTestId('under-construction-planned')).textContent).toBe(
      'It is planned for a later release; this version does not have it yet.',
    );
    expect(offered()).toEqual([['Avatar video', '/ai/create']]);
  });

  it('says nothing it does not know about a screen the registry does not name', async () => {
    signIn();
    renderApp('/ai/invoices');
    expect((await screen.findByTestId('under-construction-planned')).textContent).toMatch(/^We are still building/);
    expect(screen.queryByTestId('under-construction-instead')).toBeNull();
  });
});

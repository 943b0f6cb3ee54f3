import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as contracts from '@orator/contracts';
import { renderApp } from '../../../test/render-app';

// Other prices than the real ones: the pages must follow the constants the server charges by, not repeat them.
vi.mock('@orator/contracts', async (importOriginal) => {
  const actual = await importOriginal<typeof contracts>();
  return { ...actual, Price: { ...actual.Price, aiModelKcoinPerGeneration: 1, cutoutKcoinPerImage: 1234 } };
});

const priceOf = (key: string) => screen.getByTestId(`landing-price-${key}`).querySelector('dd strong')?.textContent;

describe('the prices of the feature pages', () => {
  it('change when the prices the server charges change', async () => {
    renderApp('/ai/model-custom');
    await screen.findByTestId('landing-modelCustom');
    expect(priceOf('aiModel')).toBe('1 K-coin');
  });

  it('are formatted for the reader', async () => {
    renderApp('/ai/pt/home-image-clone');
    await screen.findByTestId('landing-imageStudio');
    expect(priceOf('cutout')).toBe('1.234 K-coins');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPEN_API_BASE, OpenApi, OpenApiV3 } from '@orator/contracts';
import { renderApp } from '../../../test/render-app';

describe('the open API reference page', () => {
  it('gives the base address, the way in, every call served and examples in three languages of code', async () => {
    renderApp('/ai/api-docs');
    const page = await screen.findByTestId('api-docs');
    expect(screen.getByTestId('api-docs-base').textContent).toBe(`${window.location.origin}${OPEN_API_BASE}`);
    expect(within(page).getByText('Create an API token').getAttribute('href')).toBe('/ai/user/apiSetting');
    expect(screen.getByTestId('api-docs-openapi').getAttribute('href')).toBe(`${OPEN_API_BASE}/openapi.json`);
    expect(
      within(screen.getByTestId('api-docs-videos')).getByText(`POST ${OPEN_API_BASE}${OpenApi.videoAddV2}`),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('api-docs-subtitles')).getByText(`POST ${OPEN_API_BASE}${OpenApiV3.subtitleSubmit}`),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('api-docs-v3')).getByText(`POST ${OPEN_API_BASE}/open/video/v3/uploadCloneVideo`),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('api-docs-v3')).getByText(`POST ${OPEN_API_BASE}${OpenApiV3.submitLipTask}`),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('api-docs-copy')).getByText(`POST ${OPEN_API_BASE}${OpenApi.copywritingStream}`),
    ).toBeTruthy();
    expect(screen.getByTestId('api-docs-example-curl').textContent).toContain('/digitalhuman/avatar/v2/list');
    expect(screen.getByTestId('api-docs-example-typescript').textContent).toContain("'/digitalhuman/video/v2/add'");
    expect(screen.getByTestId('api-docs-example-python').textContent).toContain('urllib.request');
    await waitFor(() => expect(document.title).toBe('Open API – Orator'));
  });

  it('reads in Chinese under /zh', async () => {
    renderApp('/ai/zh/api-docs');
    await screen.findByTestId('api-docs');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('开放 API');
    expect(within(screen.getByTestId('api-docs-voices')).getByRole('heading').textContent).toBe('音色与语音合成');
    await waitFor(() => expect(document.title).toBe('开放 API – Orator'));
  });

  it('reads in Portuguese under /pt', async () => {
    renderApp('/ai/pt/api-docs');
    await screen.findByTestId('api-docs');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('API aberta');
  });
});

import { describe, expect, it } from 'vitest';
import { antdLocale, loadAntdLocale } from './antd-locale';

describe("antd's texts", () => {
  it("load nothing in English, where antd's own serve", async () => {
    await loadAntdLocale('en');
    expect(antdLocale('en')).toBeUndefined();
  });

  it('load once for Chinese and Portuguese', async () => {
    expect(antdLocale('pt')).toBeUndefined();
    await loadAntdLocale('pt');
    expect(antdLocale('pt')?.locale).toBe('pt-br');
    await loadAntdLocale('zh');
    expect(antdLocale('zh')?.locale).toBe('zh-cn');
  });
});

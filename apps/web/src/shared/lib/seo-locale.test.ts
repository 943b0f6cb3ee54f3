import { describe, expect, it } from 'vitest';
import { seoLocaleOf, seoLocalizedPath, withoutSeoPrefix } from './seo-locale';

describe('SEO locale prefixes', () => {
  it('prefixes Chinese and Portuguese pages, not English ones', () => {
    expect(seoLocalizedPath('en', '/price')).toBe('/price');
    expect(seoLocalizedPath('zh', '/price')).toBe('/zh/price');
    expect(seoLocalizedPath('pt', '/price')).toBe('/pt/price');
  });

  it('reads the language of a path', () => {
    expect(seoLocaleOf('/pt/price')).toBe('pt');
    expect(seoLocaleOf('/zh')).toBe('zh');
    expect(seoLocaleOf('/price')).toBeUndefined();
    expect(seoLocaleOf('/ptx/price')).toBeUndefined();
  });

  it('strips the prefix', () => {
    expect(withoutSeoPrefix('/zh/home')).toBe('/home');
    expect(withoutSeoPrefix('/pt')).toBe('/');
    expect(withoutSeoPrefix('/price')).toBe('/price');
  });
});

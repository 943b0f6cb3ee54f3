import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageMeta, resolvePageMeta, type TMetaCatalogue } from './page-meta';

const catalogue: TMetaCatalogue = {
  default: { title: 'Orator – AI video generator', description: 'default description', keywords: 'default keywords' },
  login: { title: 'Log in – Orator', description: 'login description' },
};

describe('resolvePageMeta', () => {
  it("takes the route's own values and the defaults for the rest", () => {
    expect(resolvePageMeta(catalogue, 'login')).toEqual({
      title: 'Log in – Orator',
      description: 'login description',
      keywords: 'default keywords',
    });
  });

  it('uses the defaults for a route without meta', () => {
    expect(resolvePageMeta(catalogue, undefined)).toEqual(catalogue.default);
    expect(resolvePageMeta(catalogue, 'unknown')).toEqual(catalogue.default);
  });
});

describe('applyPageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="old">';
  });

  it('sets the title and updates or creates the description and keywords tags', () => {
    applyPageMeta(document, { title: 'T', description: 'D', keywords: 'K' });
    expect(document.title).toBe('T');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('D');
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe('K');
  });
});

import { describe, expect, it } from 'vitest';
import { keptQuery, withKeptQuery } from './kept-query';

describe('keptQuery', () => {
  it('keeps source, inviteCode, via, tab, redirect, auth_code and state only', () => {
    const kept = keptQuery('?source=a&inviteCode=b&via=c&tab=d&redirect=%2Fmy&auth_code=e&state=f&utm=g&id=1');
    expect(Object.fromEntries(kept)).toEqual({
      source: 'a',
      inviteCode: 'b',
      via: 'c',
      tab: 'd',
      redirect: '/my',
      auth_code: 'e',
      state: 'f',
    });
  });

  it('drops empty values', () => {
    expect(keptQuery('?source=&tab=x').toString()).toBe('tab=x');
  });
});

describe('withKeptQuery', () => {
  it('carries the kept parameters to the target', () => {
    expect(withKeptQuery('/workbench', '?source=fb&utm=x')).toBe('/workbench?source=fb');
  });

  it("lets the target's own parameters win", () => {
    expect(withKeptQuery('/login?redirect=%2Fmy', '?redirect=%2Fold&via=v')).toBe('/login?redirect=%2Fmy&via=v');
  });

  it('leaves the target alone when nothing is kept', () => {
    expect(withKeptQuery('/workbench', '')).toBe('/workbench');
  });
});

import { describe, expect, it } from 'vitest';
import { backStep } from './go-back';

describe('backStep', () => {
  it('goes to the workbench instead of back to the login form', () => {
    expect(backStep({ previousPath: '/login', hasHistory: true, isDetailPage: false })).toEqual({
      kind: 'path',
      to: '/workbench',
    });
    expect(backStep({ previousPath: '/login', hasHistory: false, isDetailPage: true })).toEqual({
      kind: 'path',
      to: '/workbench',
    });
  });

  it('steps back through the history when there is some', () => {
    expect(backStep({ previousPath: '/my', hasHistory: true, isDetailPage: true })).toEqual({ kind: 'history' });
  });

  it('goes to the project centre from a detail page opened directly', () => {
    expect(backStep({ previousPath: undefined, hasHistory: false, isDetailPage: true })).toEqual({
      kind: 'path',
      to: '/my',
    });
  });

  it('goes to the workbench from any other page opened directly', () => {
    expect(backStep({ previousPath: undefined, hasHistory: false, isDetailPage: false })).toEqual({
      kind: 'path',
      to: '/workbench',
    });
  });
});

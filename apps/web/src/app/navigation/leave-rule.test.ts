import { describe, expect, it } from 'vitest';
import { needsLeaveConfirmation } from './leave-rule';

describe('needsLeaveConfirmation', () => {
  it('asks when a guarded screen is left for another path', () => {
    expect(needsLeaveConfirmation({}, '/create', '/workbench')).toBe(true);
  });

  it('does not ask for a query change on the same screen', () => {
    expect(needsLeaveConfirmation({}, '/create', '/create')).toBe(false);
  });

  it('does not ask on screens without the rule', () => {
    expect(needsLeaveConfirmation(undefined, '/dubbing', '/workbench')).toBe(false);
  });

  it('lets url-to-video go to the project centre without asking', () => {
    const rule = { exceptTo: ['/my'] };
    expect(needsLeaveConfirmation(rule, '/url-to-video', '/my')).toBe(false);
    expect(needsLeaveConfirmation(rule, '/url-to-video', '/workbench')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { withoutTrailingOne } from './digit-one-redirect';

describe('withoutTrailingOne', () => {
  it.each([
    ['/workbench1', '/workbench'],
    ['/workbench1/', '/workbench'],
    ['/user/userCenter1', '/user/userCenter'],
    ['/avatars-clone21', '/avatars-clone2'],
    ['/zh/price1', '/zh/price'],
  ])('reads %s as %s', (path, expected) => {
    expect(withoutTrailingOne(path)).toBe(expected);
  });

  it.each(['/workbench', '/avatars-clone2', '/fast-clone-upload/1', '/'])('leaves %s alone', (path) => {
    expect(withoutTrailingOne(path)).toBeUndefined();
  });
});

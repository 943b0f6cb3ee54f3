import { describe, expect, it } from 'vitest';
import { LocalKey } from '@orator/contracts';
import { aUser } from '../../test/fixtures';
import {
  addPendingTaskId,
  clearUserInfo,
  isIntroTourDone,
  markIntroTourDone,
  readPendingTaskIds,
  readRefreshTime,
  readUserInfo,
  removePendingTaskId,
  writeRefreshTime,
  writeUserInfo,
} from './local-values';

describe('user info', () => {
  it('is cached as JSON under userInfo', () => {
    writeUserInfo(aUser());
    expect(JSON.parse(localStorage.getItem(LocalKey.UserInfo) ?? '')).toMatchObject({ id: 7, nickname: 'Ada' });
    expect(readUserInfo()?.email).toBe('ada@example.com');
    clearUserInfo();
    expect(readUserInfo()).toBeUndefined();
  });

  it('ignores a damaged cache', () => {
    localStorage.setItem(LocalKey.UserInfo, '{not json');
    expect(readUserInfo()).toBeUndefined();
    expect(localStorage.getItem(LocalKey.UserInfo)).toBeNull();
    localStorage.setItem(LocalKey.UserInfo, '"a string"');
    expect(readUserInfo()).toBeUndefined();
  });
});

describe('refresh time', () => {
  it('is kept per user under refreshTime{userId}', () => {
    writeRefreshTime(7, 123_456);
    expect(localStorage.getItem('refreshTime7')).toBe('123456');
    expect(readRefreshTime(7)).toBe(123_456);
    expect(readRefreshTime(8)).toBeUndefined();
  });
});

describe('pending task ids', () => {
  it('are kept per user under submitTaskId{userId}, comma-separated', () => {
    addPendingTaskId(7, 11);
    addPendingTaskId(7, 12);
    addPendingTaskId(7, 11);
    expect(localStorage.getItem('submitTaskId7')).toBe('11,12');
    expect(readPendingTaskIds(7)).toEqual([11, 12]);

    removePendingTaskId(7, 11);
    expect(readPendingTaskIds(7)).toEqual([12]);
    removePendingTaskId(7, 12);
    expect(localStorage.getItem('submitTaskId7')).toBeNull();
  });
});

describe('intro tour', () => {
  it('is remembered for the browser under introTourDone', () => {
    expect(isIntroTourDone()).toBe(false);
    markIntroTourDone();
    expect(localStorage.getItem('introTourDone')).toBe('1');
    expect(isIntroTourDone()).toBe(true);
  });
});

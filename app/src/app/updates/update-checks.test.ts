import { expect, test } from 'vitest';
import { CHECK_EVERY_MS, checkEveryMs, mayCheckNow } from './update-checks.ts';

test('an open app asks for a new version every few minutes, unless the build says otherwise', () => {
  expect(CHECK_EVERY_MS).toBe(5 * 60 * 1000);
  expect(checkEveryMs(undefined)).toBe(CHECK_EVERY_MS);
  expect(checkEveryMs('3')).toBe(3000);
  for (const setting of ['', '0', '-5', 'abc', '2.5', '999999']) {
    expect(checkEveryMs(setting), setting).toBe(CHECK_EVERY_MS);
  }
});

test('it asks only while on screen and online, and not again once a version is found', () => {
  expect(mayCheckNow({ visible: true, online: true, found: false })).toBe(true);
  expect(mayCheckNow({ visible: false, online: true, found: false })).toBe(false);
  expect(mayCheckNow({ visible: true, online: false, found: false })).toBe(false);
  expect(mayCheckNow({ visible: true, online: true, found: true })).toBe(false);
});

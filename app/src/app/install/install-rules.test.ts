import { describe, expect, it } from 'vitest';
import {
  countVisit,
  mayOfferInstall,
  OFFER_KEY,
  offerRecord,
  VISITS_KEY,
  type OfferMoment,
} from './install-rules.ts';

/** A Storage of its own per test, as a tab's sessionStorage or a device's localStorage. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('countVisit', () => {
  it('counts a visit once per tab: a reload is the same visit', () => {
    const device = memoryStorage();
    const tab = memoryStorage();
    expect(countVisit(device, tab)).toBe(1);
    expect(countVisit(device, tab)).toBe(1);
    expect(device.getItem(VISITS_KEY)).toBe('1');
  });

  it('counts a new tab or a new opening of the app as the next visit', () => {
    const device = memoryStorage();
    countVisit(device, memoryStorage());
    expect(countVisit(device, memoryStorage())).toBe(2);
    expect(countVisit(device, memoryStorage())).toBe(3);
  });

  it('starts again from one over a count it cannot read', () => {
    const device = memoryStorage();
    device.setItem(VISITS_KEY, 'many');
    expect(countVisit(device, memoryStorage())).toBe(1);
  });
});

describe('offerRecord', () => {
  it('reads what the device remembers, and nothing else', () => {
    const device = memoryStorage();
    expect(offerRecord(device)).toBe('none');
    device.setItem(OFFER_KEY, 'answered');
    expect(offerRecord(device)).toBe('answered');
    device.setItem(OFFER_KEY, 'whatever');
    expect(offerRecord(device)).toBe('none');
  });
});

describe('mayOfferInstall', () => {
  const second: OfferMoment = {
    visits: 2,
    record: 'none',
    canInstall: true,
    busy: false,
    shownThisVisit: false,
  };

  it('offers on the second visit, on a calm screen, when the browser can install', () => {
    expect(mayOfferInstall(second)).toBe(true);
    expect(mayOfferInstall({ ...second, visits: 5 })).toBe(true);
  });

  it('never offers on the first visit', () => {
    expect(mayOfferInstall({ ...second, visits: 1 })).toBe(false);
  });

  it('never offers during a scenario or a form', () => {
    expect(mayOfferInstall({ ...second, busy: true })).toBe(false);
    expect(mayOfferInstall({ ...second, busy: true, shownThisVisit: true })).toBe(false);
  });

  it('never offers where the browser cannot install (installed already, or not Chromium)', () => {
    expect(mayOfferInstall({ ...second, canInstall: false })).toBe(false);
  });

  it('offers in one visit only: shown in an earlier visit, it does not come back', () => {
    expect(mayOfferInstall({ ...second, visits: 3, record: 'shown' })).toBe(false);
    // In the visit it appeared in, it is back on the next calm screen until answered.
    expect(mayOfferInstall({ ...second, record: 'shown', shownThisVisit: true })).toBe(true);
  });

  it('never comes back once answered (installed or closed for good)', () => {
    expect(mayOfferInstall({ ...second, record: 'answered' })).toBe(false);
    expect(mayOfferInstall({ ...second, record: 'answered', shownThisVisit: true })).toBe(false);
  });
});

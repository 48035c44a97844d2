import { describe, expect, it } from 'vitest';
import { mayOfferInstall, OFFER_KEY, offerRecord, type OfferMoment } from './install-rules.ts';

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
  const celebration: OfferMoment = {
    record: 'none',
    canInstall: true,
    celebrating: true,
    shownThisVisit: false,
  };

  it("offers on a phase's celebration, when the browser can install", () => {
    expect(mayOfferInstall(celebration)).toBe(true);
  });

  it('never offers anywhere else: not on the home, a scenario or a form (issue 39)', () => {
    expect(mayOfferInstall({ ...celebration, celebrating: false })).toBe(false);
    expect(mayOfferInstall({ ...celebration, celebrating: false, shownThisVisit: true })).toBe(
      false,
    );
  });

  it('never offers where the browser cannot install (installed already, or not Chromium)', () => {
    expect(mayOfferInstall({ ...celebration, canInstall: false })).toBe(false);
  });

  it('offers in one visit only: shown in an earlier visit, it does not come back', () => {
    expect(mayOfferInstall({ ...celebration, record: 'shown' })).toBe(false);
    // In the visit it appeared in, it is back on the next celebration until answered.
    expect(mayOfferInstall({ ...celebration, record: 'shown', shownThisVisit: true })).toBe(true);
  });

  it('never comes back once answered (installed or closed for good)', () => {
    expect(mayOfferInstall({ ...celebration, record: 'answered' })).toBe(false);
    expect(mayOfferInstall({ ...celebration, record: 'answered', shownThisVisit: true })).toBe(
      false,
    );
  });
});

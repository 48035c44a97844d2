import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link.ts';

const data = {
  url: 'https://app.example/familia/pedir-ajuda',
  title: 'Para a família: Pedir ajuda',
};
const clipboard = (writeText = vi.fn(async () => {})) => ({ writeText }) as unknown as Clipboard;

describe('shareLink', () => {
  it("uses the device's share sheet when there is one", async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareLink(data, { share, clipboard: clipboard(writeText) })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing more when the person closes the share sheet', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    const writeText = vi.fn(async () => {});
    expect(await shareLink(data, { share, clipboard: clipboard(writeText) })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the share sheet fails or there is none', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('no', 'NotAllowedError');
    });
    const writeText = vi.fn(async () => {});
    expect(await shareLink(data, { share, clipboard: clipboard(writeText) })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    expect(await shareLink(data, { clipboard: clipboard() })).toBe('copied');
  });

  it('copies when the browser cannot share this data', async () => {
    const share = vi.fn(async () => {});
    const out = await shareLink(data, { share, canShare: () => false, clipboard: clipboard() });
    expect(out).toBe('copied');
    expect(share).not.toHaveBeenCalled();
  });

  it('fails, for the page to show the link, when nothing can copy it', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    expect(await shareLink(data, { clipboard: clipboard(writeText) })).toBe('failed');
  });
});

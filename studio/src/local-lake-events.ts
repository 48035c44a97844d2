// The Studio's listeners, in local mode, poll the local Content Lake instead of holding a stream.
//
// A Studio tab keeps six or more listeners open (the document, its list, previews, …). Against
// the hosted Content Lake they share one HTTP/2 connection; against a local HTTP/1.1 server each
// stream would hold one of the six connections Chrome allows per host, and the panes would hang
// waiting for a free one. This EventSource asks the lake every POLL_MS for what happened since
// the last event it saw (GET /data/listen?…&pollAfter=<id>), so no connection is ever held, and
// resumes from that id after an outage, so no mutation is missed.
const POLL_MS = 500;
const RETRY_MS = 1000;

type PolledEvent = { event: string; data: unknown; id?: number };

/** An EventSource class that polls URLs of `lakeUrl`'s listener and leaves others to `Native`. */
export function pollingEventSource(lakeUrl: string, Native: typeof EventSource | undefined) {
  return class LocalLakeEventSource extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSED = 2;
    readonly CONNECTING = 0;
    readonly OPEN = 1;
    readonly CLOSED = 2;
    readyState = 0;
    readonly url: string;
    readonly withCredentials = false;
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    private lastEventId = '';
    private recovering = false;
    private timer: ReturnType<typeof setTimeout> | undefined;
    private readonly listenerName = Math.random().toString(36).slice(2);

    constructor(url: string | URL, init?: EventSourceInit) {
      super();
      this.url = String(url);
      if (!this.url.startsWith(lakeUrl) || !this.url.includes('/data/listen/')) {
        if (!Native) throw new Error('EventSource is not available');
        // A listener of another host keeps the browser's own EventSource.
        return new Native(url, init) as unknown as LocalLakeEventSource;
      }
      void this.poll();
    }

    close(): void {
      this.readyState = this.CLOSED;
      clearTimeout(this.timer);
    }

    private emit(event: Event): void {
      this.dispatchEvent(event);
      if (event.type === 'open') this.onopen?.(event);
      if (event.type === 'error') this.onerror?.(event);
    }

    private async poll(): Promise<void> {
      const resume = new URL(this.url).searchParams.get('enableResume') === 'true';
      const url = new URL(this.url);
      // After an outage a listener that cannot resume starts again from a welcome, as a
      // reconnected stream would.
      url.searchParams.set('pollAfter', this.recovering && !resume ? '' : this.lastEventId);
      url.searchParams.set('listenerName', this.listenerName);
      let events: PolledEvent[];
      try {
        const response = await fetch(url);
        if (!response.ok) {
          // As a stream answered with an error status: closed, with the status on the event.
          this.readyState = this.CLOSED;
          this.emit(Object.assign(new Event('error'), { status: response.status }));
          return;
        }
        events = ((await response.json()) as { events: PolledEvent[] }).events;
      } catch {
        if (this.readyState === this.CLOSED) return;
        this.readyState = this.CONNECTING;
        this.recovering = true;
        this.emit(new Event('error'));
        this.timer = setTimeout(() => void this.poll(), RETRY_MS);
        return;
      }
      if (this.readyState === this.CLOSED) return;
      if (this.readyState === this.CONNECTING) {
        this.readyState = this.OPEN;
        this.emit(new Event('open'));
      }
      if (this.recovering && resume && events[0]?.event !== 'reset') {
        events = [{ event: 'welcomeback', data: { listenerName: this.listenerName } }, ...events];
      }
      this.recovering = false;
      for (const { event, data, id } of events) {
        if (this.readyState === this.CLOSED) return;
        if (id !== undefined) this.lastEventId = String(id);
        this.dispatchEvent(
          new MessageEvent(event, { data: JSON.stringify(data), lastEventId: this.lastEventId }),
        );
      }
      this.timer = setTimeout(() => void this.poll(), POLL_MS);
    }
  };
}

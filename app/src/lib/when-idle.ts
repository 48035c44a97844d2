// Work that belongs to no screen (the service worker's registration): it waits until the page
// has loaded and the browser has nothing better to do, so it never competes with the first
// screen for the network or the main thread (Lighthouse, decision 0007).

/** Runs `task` once the page has loaded and the browser is idle (at most `timeout` ms later). */
export function whenIdle(task: () => void, timeout = 5000): void {
  const idle = () =>
    // Safari before 18 has no requestIdleCallback.
    'requestIdleCallback' in window
      ? requestIdleCallback(task, { timeout })
      : setTimeout(task, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

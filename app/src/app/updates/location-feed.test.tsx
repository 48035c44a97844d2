import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { locationFeed, type Arrival } from './location-feed.ts';
import { ReportLocation } from './report-location.tsx';

test('every arrival reaches the feed, with a new key each time', async () => {
  const arrivals: Arrival[] = [];
  const stop = locationFeed.subscribe((arrival) => arrivals.push(arrival));
  const router = createMemoryRouter([{ path: '*', element: <ReportLocation /> }], {
    initialEntries: ['/?phase=1&scenario=1'],
  });
  render(<RouterProvider router={router} />);
  await act(() => router.navigate('/?phase=1&scenario=2'));
  await act(() => router.navigate('/?phase=1&scenario=2'));
  stop();

  expect(arrivals.map(({ pathname, search }) => pathname + search)).toEqual([
    '/?phase=1&scenario=1',
    '/?phase=1&scenario=2',
    '/?phase=1&scenario=2',
  ]);
  expect(new Set(arrivals.map((arrival) => arrival.key)).size).toBe(3);
  expect(locationFeed.current()).toEqual(arrivals[2]);
});

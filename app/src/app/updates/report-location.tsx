import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { locationFeed } from './location-feed.ts';

/** Inside the router: tells the location feed of every arrival. */
export function ReportLocation() {
  const { pathname, search, key } = useLocation();
  useEffect(() => locationFeed.publish({ pathname, search, key }), [pathname, search, key]);
  return null;
}

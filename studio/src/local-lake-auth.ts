// With no Sanity project configured, the Studio works against the local Content Lake
// (packages/local-content-lake, started by `pnpm studio`): no account, no login screen. This
// auth store says the one local editor is signed in and hands the Studio a client whose API host
// is the local server, so every request the Studio makes goes there instead of *.api.sanity.io.
import { createClient } from '@sanity/client';
import { of } from 'rxjs';
import type { AuthStore } from 'sanity';
import { pollingEventSource } from './local-lake-events.ts';

/** The user the local Content Lake answers for (its LOCAL_USER). */
const LOCAL_EDITOR = {
  id: 'local-editor',
  name: 'Editor(a) local',
  email: 'editor@localhost',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
};

export function localLakeAuth(options: {
  apiHost: string;
  projectId: string;
  dataset: string;
  apiVersion: string;
}): AuthStore {
  // The Studio's client listens with the global EventSource; in local mode that one polls.
  if (typeof window !== 'undefined') {
    globalThis.EventSource = pollingEventSource(options.apiHost, globalThis.EventSource) as never;
  }
  const client = createClient({
    projectId: options.projectId,
    dataset: options.dataset,
    apiHost: options.apiHost,
    // Requests go to apiHost itself, not to <projectId>.<apiHost>.
    useProjectHostname: false,
    apiVersion: options.apiVersion,
    useCdn: false,
    withCredentials: false,
    requestTagPrefix: 'sanity.studio',
  });
  return {
    state: of({ authenticated: true, currentUser: LOCAL_EDITOR, client }),
    token: of(null),
    logout: async () => undefined,
  };
}

// What the screens reach the outside world through, provided once at the top: the app passes
// the real ones, tests pass their own (a client pointed at msw, an in-memory device).
import { createContext, use, type ReactNode } from 'react';
import type { SupabaseLoader } from './supabase-client.ts';

export type Services = {
  supabase: SupabaseLoader;
  /** This browser's id for review counts (lib/device-id.ts). */
  deviceId: string;
  /** Randomness for shuffling choices (docs/product/journey.md#choosing: shuffled on each load). */
  random: () => number;
  /** The device's clock, as an ISO timestamp. */
  now: () => string;
};

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: Services;
  children: ReactNode;
}) {
  return <ServicesContext value={services}>{children}</ServicesContext>;
}

export function useServices(): Services {
  const services = use(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}

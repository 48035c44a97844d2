import { useTranslation } from 'react-i18next';
import { addNamespace } from './namespace.ts';
import { onDemandEn, onDemandPtBR } from './on-demand.ts';

/** The namespace of the strings only views loaded on demand read (on-demand.ts). */
export const ON_DEMAND_NS = 'onDemand';

/** Called first by each view whose chunk carries on-demand.ts, before anything of it draws. */
export function useOnDemandStrings(): void {
  const { i18n } = useTranslation();
  addNamespace(i18n, ON_DEMAND_NS, { 'pt-BR': onDemandPtBR, en: onDemandEn });
}

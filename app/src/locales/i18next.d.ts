// Typed keys: t('phase.heading') is checked against the pt-BR resources at compile time.
import 'i18next';
import type { ClassesMessages } from './classes.ts';
import type { FamilyMessages } from './family.ts';
import type { OnDemandMessages } from './on-demand.ts';
import type { ptBR } from './pt-BR.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    fallbackNS: 'onDemand';
    resources: {
      translation: typeof ptBR;
      onDemand: OnDemandMessages;
      classes: ClassesMessages;
      family: FamilyMessages;
    };
  }
}

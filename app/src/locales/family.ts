// The strings of 'Para a família' (features/family, docs/decisions/0078). Only that page imports
// them, so they ride in its own chunk; they join i18next as the namespace 'family' when it loads.
import type { Widen } from './widen.ts';

export const familyPtBR = {
  kicker: 'Para a família',
  about: 'O que é',
  steps: 'Os passos',
  atHome: 'Para praticar em casa nesta semana',
  challenge: 'O desafio da semana para a criança:',
  howToHelp: 'Como ajudar:',
  tips: [
    'Leiam juntos os passos e combinem um momento da semana para tentar.',
    'Mostre como você faz: conte uma vez em que você usou esta habilidade.',
    'Quando a criança tentar, elogie o esforço, mesmo que não dê certo de primeira.',
    'Se não der certo, conversem com calma: como a outra pessoa se sentiu? O que pode funcionar melhor da próxima vez?',
  ],
  note: 'Esta página explica uma habilidade do app Treinamento de Habilidades Sociais. Ela não mostra o progresso de ninguém e abre sem conta.',
  print: 'Imprimir',
  share: 'Compartilhar o link',
  copied: 'Link copiado. Agora é só colar na mensagem.',
  copyByHand: 'Não deu para copiar sozinho. Copie o link abaixo:',
  linkLabel: 'Link desta página',
  app: 'Conhecer o app',
  missingTitle: 'Não achamos esta habilidade',
  missingText: 'O link pode estar incompleto. Confira o endereço com quem enviou.',
  shareTitle: 'Para a família: {{name}}',
} as const;

export type FamilyMessages = typeof familyPtBR;

export const familyEn: Widen<FamilyMessages> = {
  kicker: 'For the family',
  about: 'What it is',
  steps: 'The steps',
  atHome: 'To practise at home this week',
  challenge: "This week's challenge for the child:",
  howToHelp: 'How to help:',
  tips: [
    'Read the steps together and agree on a moment this week to try.',
    'Show how you do it: tell about a time you used this skill.',
    'When the child tries, praise the effort, even if it does not work the first time.',
    'If it does not work, talk calmly: how did the other person feel? What could work better next time?',
  ],
  note: 'This page explains one skill of the Social Skills Training app. It shows nobody’s progress and opens without an account.',
  print: 'Print',
  share: 'Share the link',
  copied: 'Link copied. Now paste it into your message.',
  copyByHand: 'We could not copy it for you. Copy the link below:',
  linkLabel: 'Link to this page',
  app: 'See the app',
  missingTitle: 'We could not find this skill',
  missingText: 'The link may be incomplete. Check the address with whoever sent it.',
  shareTitle: 'For the family: {{name}}',
};

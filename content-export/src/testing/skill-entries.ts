// Three hand-written entries of a writer's skill list, for scenarios 1–3 of the snapshot.
import type { SkillEntry } from '../import-skills.ts';

export const SKILL_ENTRIES: SkillEntry[] = [
  {
    key: 'conhecer-pessoas-novas',
    name: { 'pt-BR': 'Conhecer pessoas novas', en: 'Meeting new people' },
    scenarios: [1],
    casel: 'relationship-skills',
    bncc: 9,
    challenge: {
      'pt-BR':
        'Nesta semana, diga “oi” para alguém da escola com quem você ainda não conversou. Um aceno também vale.',
      en: 'This week, say “hi” to someone at school you haven’t talked to yet. A wave counts too.',
    },
  },
  {
    key: 'conversar-em-grupo',
    name: { 'pt-BR': 'Conversar em grupo', en: 'Talking in a group' },
    scenarios: [2],
    casel: 'relationship-skills',
    bncc: 9,
    challenge: {
      'pt-BR':
        'Nesta semana, numa conversa em casa, faça uma pergunta sobre algo que alguém acabou de contar.',
      en: 'This week, in a chat at home, ask one question about something someone has just told you.',
    },
  },
  {
    key: 'esperar-a-vez-de-falar',
    name: { 'pt-BR': 'Esperar a vez de falar', en: 'Waiting for your turn to speak' },
    scenarios: [3],
    casel: 'self-management',
    bncc: 8,
    challenge: {
      'pt-BR':
        'Nesta semana, quando alguém em casa estiver falando, espere a pessoa terminar antes de falar.',
      en: 'This week, when someone at home is talking, wait until they finish before you speak.',
    },
  },
];

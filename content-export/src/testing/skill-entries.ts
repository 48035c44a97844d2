// Three hand-written entries of a writer's skill list: a new skill that takes one scenario from
// each of three skills of five (10, 21 and 66: phases 1, 2 and 4), and two skills of the snapshot.
import type { SkillEntry } from '../import-skills.ts';

export const SKILL_ENTRIES: SkillEntry[] = [
  {
    key: 'esperar-na-fila',
    name: { 'pt-BR': 'Esperar na fila', en: 'Queueing' },
    description: {
      'pt-BR': 'Esperar a sua vez numa fila sem empurrar nem furar.',
      en: 'Waiting your turn in a queue without pushing in.',
    },
    scenarios: [10, 21, 66],
    casel: 'self-management',
    bncc: 9,
    bnccReason: 'Esperar na fila é respeitar os outros, como pede a competência 9.',
    challenge: {
      'pt-BR': 'Nesta semana, numa fila da escola ou do mercado, espere a sua vez sem empurrar.',
      en: 'This week, in a queue at school or at the shop, wait your turn without pushing.',
    },
    steps: [
      { 'pt-BR': 'Veja onde a fila acaba', en: 'See where the queue ends' },
      { 'pt-BR': 'Fique atrás da última pessoa', en: 'Stand behind the last person' },
      { 'pt-BR': 'Espere sem empurrar', en: 'Wait without pushing' },
    ],
  },
  {
    key: 'pedir-ajuda',
    name: { 'pt-BR': 'Pedir ajuda', en: 'Asking for help' },
    description: {
      'pt-BR': 'Pedir ajuda quando algo está difícil e aceitar a ajuda que alguém oferece.',
      en: 'Asking for help when something is hard, and saying yes when someone offers it.',
    },
    scenarios: [9, 54, 78],
    casel: 'self-awareness',
    bncc: 8,
    bnccReason: 'Pedir e aceitar ajuda é cuidar de si, como diz a competência 8 (autocuidado).',
    challenge: {
      'pt-BR': 'Nesta semana, quando uma tarefa ficar difícil, peça ajuda a um professor.',
      en: 'This week, when a task gets hard, ask a teacher for help.',
    },
    steps: [
      { 'pt-BR': 'Pare', en: 'Stop' },
      { 'pt-BR': 'Diga o que está difícil', en: 'Say what is hard' },
      { 'pt-BR': 'Peça ajuda', en: 'Ask for help' },
    ],
  },
  {
    key: 'esperar-a-vez',
    name: { 'pt-BR': 'Esperar a vez', en: 'Waiting your turn' },
    description: {
      'pt-BR': 'Esperar a sua vez de falar ou de brincar, e combinar a vez de cada um.',
      en: 'Waiting your turn to talk or to play, and agreeing on whose turn comes next.',
    },
    scenarios: [3, 39, 40],
    casel: 'self-management',
    bncc: 9,
    bnccReason: 'Esperar e revezar é cooperar, como pede a competência 9 (empatia e cooperação).',
    challenge: {
      'pt-BR':
        'Nesta semana, num jogo com outra pessoa, combinem antes quanto tempo dura cada vez.',
      en: 'This week, when you play a game with someone, agree first how long each turn lasts.',
    },
    steps: [
      { 'pt-BR': 'Espere a pessoa terminar', en: 'Wait for them to finish' },
      { 'pt-BR': 'Combine a vez de cada um', en: 'Agree whose turn is next' },
      { 'pt-BR': 'Jogue na sua vez', en: 'Play on your turn' },
    ],
  },
];

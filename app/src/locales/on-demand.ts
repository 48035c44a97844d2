// The strings only the views loaded on demand read: the journey's views past the loading home
// (journey-screens.tsx) and 'Minha conta'. They ride in those views' chunks, not in the first
// load (docs/decisions/0015), and join i18next as the namespace 'onDemand' when one of them first
// draws (use-on-demand-strings.ts). i18next looks a key up there when the default namespace has
// not got it (`fallbackNS`, i18n.ts), so the views keep their keys ('review.title').
import { LESSON_WORDS_EN } from '@ths/learner-ui/lesson/lesson-words-en';
import { LESSON_WORDS_PT_BR } from '@ths/learner-ui/lesson/lesson-words-pt-br';
import type { Widen } from './widen.ts';

export const onDemandPtBR = {
  // A class session's closing card (docs/decisions/0072).
  classWorkEnd: {
    done: 'Tarefa feita!',
    end: 'Você chegou ao fim da tarefa!',
    summary_one: 'Você fez o cenário de “{{skill}}”.',
    summary_other: 'Você fez os {{count}} cenários de “{{skill}}”.',
    partial_one: 'Você fez {{done}} de {{count}} cenário de “{{skill}}”.',
    partial_other: 'Você fez {{done}} de {{count}} cenários de “{{skill}}”.',
    allRight: 'Muito bem! Você encontrou uma escolha que funciona em cada um.',
    toReview_one:
      '{{count}} ficou para revisar. Quando quiser, escolha “Fazer a tarefa” de novo: cada tentativa ajuda.',
    toReview_other:
      '{{count}} ficaram para revisar. Quando quiser, escolha “Fazer a tarefa” de novo: cada tentativa ajuda.',
    dueOn: 'A tarefa é para {{date}}.',
    wasDueOn: 'A tarefa era para {{date}}.',
    onTime: 'Você terminou a tempo!',
    lateDone: 'Terminar depois também vale!',
    noDue: 'Esta tarefa não tem data marcada.',
    home: 'Voltar ao início',
  },
  account: {
    title: 'Minha conta',
    signedInAs: 'Você entrou como {{email}}',
    roleHeading: 'Conta de educador(a)',
    educatorWhat:
      'É para adultos, como professores e terapeutas. Com ela, você cria turmas e vê o progresso dos alunos que entram com o código da turma.',
    educatorHow:
      'Para ter uma, peça um código de convite a um(a) educador(a) que já usa o app ou à sua escola.',
    invitationLabel: 'Código de convite de educador(a)',
    invitationHint: 'São 8 letras e números. Cada código vale uma vez.',
    invitationUse: 'Usar o código',
    invitationUsing: 'Conferindo...',
    codeMissing: 'Digite o código de convite.',
    codeUnknown: 'Não encontramos esse código. Confira as letras e os números.',
    codeUsed: 'Esse código já foi usado. Peça um novo.',
    codeExpired: 'Esse código venceu: cada um vale 14 dias. Peça um novo.',
    isEducator: 'Esta é uma conta de educador(a). A Área do educador fica no início.',
    becomeLearner: 'Usar como conta de aluno',
    becomeLearnerHint:
      'Se mudar de ideia depois, você vai precisar de um novo código de convite para voltar a ser educador(a).',
    roleSaved: 'Pronto! Agora a Área do educador aparece no início.',
    roleSavedLearner: 'Pronto! Esta é uma conta de aluno.',
    roleHasClasses: 'Você ainda tem turmas. Apague as turmas antes de deixar de ser educador(a).',
    roleFailed: 'Não foi possível mudar agora. Nada mudou. Tente de novo daqui a pouco.',
    deleteHeading: 'Excluir minha conta',
    deleteWhat: 'Excluir a conta apaga para sempre tudo o que está guardado sobre você:',
    deleteLogin: 'seu e-mail e sua senha;',
    deleteProgress: 'seu progresso em todas as fases, os cenários para revisar e as conquistas;',
    deleteMemberships: 'suas turmas: seu professor deixa de ver você;',
    deleteTaught: 'as turmas que você criou, se for educador.',
    delete: 'Excluir minha conta',
    confirm: 'Tem certeza? Não dá para desfazer.',
    confirmYes: 'Sim, excluir tudo',
    confirmNo: 'Não, manter minha conta',
    deleting: 'Excluindo...',
    failed:
      'Não foi possível excluir a conta agora. Nada foi apagado. Tente de novo daqui a pouco.',
    deletedTitle: 'Conta excluída',
    deleted: 'Sua conta e tudo o que estava guardado foram apagados.',
  },
  scenario: {
    // The words around a scenario are shared with the Studio's preview (packages/learner-ui).
    ...LESSON_WORDS_PT_BR,
    correctToast: 'Parabéns!',
    readAloud: 'Ouvir',
    stopReading: 'Parar de ouvir',
    sound: 'Som',
  },
  // Issue 26 §6: what the end of a phase says comes next.
  moments: {
    nextPhase: 'A seguir: Fase {{number}}, {{name}}. Ela já está aberta para você.',
    allPhasesDone:
      'Você terminou todas as fases! Quando quiser, revise os cenários para lembrar do que aprendeu.',
    // A phase given by the class finished before an earlier one (docs/decisions/0053).
    nextPhaseClosed:
      'A seguir: Fase {{number}}, {{name}}. Ela abre quando você completar a Fase {{required}}.',
    lastPhaseEarlierLeft:
      'Esta é a última fase. Para terminar todas, falta completar a Fase {{required}}.',
  },
  complete: {
    heading: 'Parabéns! Você completou a Fase {{number}}!',
    score: '{{percent}}% de acertos',
    excellent:
      'Excelente! Você escolheu bem na maioria das situações. Continue usando essas habilidades no seu dia a dia.',
    keepPractising:
      'Você está aprendendo, e isso leva tempo. Veja os cenários marcados com “Revisar” e tente de novo: cada tentativa ajuda.',
    next: 'Próxima Fase',
    review: 'Revisar Cenários',
    achievements: 'Ver Conquistas',
  },
  review: {
    title: 'Modo de Revisão',
    subtitle: 'Escolha cenários para praticar novamente',
    back: 'Voltar ao Treino',
    warningTitle: 'Cenários para revisar',
    // The specification's words, letter for letter, in both forms: its '(s)' fits either.
    warning_one: 'Você errou {{count}} cenário(s). Pratique novamente para melhorar!',
    warning_other: 'Você errou {{count}} cenário(s). Pratique novamente para melhorar!',
    completed: 'Completo',
    flagged: 'Revisar',
    practiseAgain: 'Praticar Novamente',
    start: 'Começar',
    practiseAll_one: 'Praticar este de novo',
    practiseAll_other: 'Praticar os {{count}} em sequência',
    practisingMore_one: 'Praticando de novo · depois deste, mais {{count}}',
    practisingMore_other: 'Praticando de novo · depois deste, mais {{count}}',
    practisingLast: 'Praticando de novo',
    backToList: 'Voltar à lista',
    nothingToReview:
      'Nada para revisar agora. Quando uma escolha não funcionar, ela aparece aqui para você tentar de novo.',
    allTitle: 'Cenários por fase',
    playedCount_zero: 'Nenhum jogado ainda',
    playedCount_one: '{{count}} cenário jogado',
    playedCount_other: '{{count}} cenários jogados',
  },
  // The closing card of a set of the review's mistakes (docs/decisions/0068).
  reviewEnd: {
    right: 'Você acertou {{right}} de {{practised}}',
    practised_one: 'Você praticou {{count}} cenário de novo',
    practised_other: 'Você praticou {{count}} cenários de novo',
    allRight: 'Muito bem! Errar e tentar de novo é como a gente aprende.',
    someLeft:
      'Os que ainda não deram certo continuam na lista, para tentar de novo quando você quiser.',
    more_one: 'Ainda tem {{count}} cenário para revisar.',
    more_other: 'Ainda tem {{count}} cenários para revisar.',
    nextSet_one: 'Praticar mais {{count}}',
    nextSet_other: 'Praticar mais {{count}}',
    allDone: 'Você revisou tudo o que estava marcado!',
  },
  dueEnd: {
    remembered: 'Você lembrou de {{remembered}} de {{practised}}',
    practised_one: 'Você praticou {{count}} cenário de novo',
    practised_other: 'Você praticou {{count}} cenários de novo',
    allRemembered: 'Muito bem! Lembrar depois de alguns dias deixa a habilidade mais forte.',
    someLater: 'Os que você não lembrou voltam amanhã, para tentar de novo. Cada revisão ajuda.',
    moreToday_one: 'Ainda tem {{count}} cenário para revisar hoje.',
    moreToday_other: 'Ainda tem {{count}} cenários para revisar hoje.',
    nextSet_one: 'Revisar mais {{count}}',
    nextSet_other: 'Revisar mais {{count}}',
    allDone: 'Por hoje é só!',
  },
  // 'Minha semana' (docs/decisions/0076): a gentle goal, never a loss.
  weekGoal: {
    title: 'Minha semana',
    summary_one: '{{practised}} de {{count}} dia nesta semana',
    summary_other: '{{practised}} de {{count}} dias nesta semana',
    met: 'Meta da semana feita!',
    change: 'Mudar meta',
    question: 'Quantos dias por semana você quer praticar?',
    choice_one: '{{count}} dia',
    choice_other: '{{count}} dias',
    note: 'Um cenário já conta o dia. Você pode mudar quando quiser.',
    saveFailed: 'Não deu para salvar agora. Tente de novo daqui a pouco.',
    dayMon: 'seg',
    dayTue: 'ter',
    dayWed: 'qua',
    dayThu: 'qui',
    dayFri: 'sex',
    daySat: 'sáb',
    daySun: 'dom',
    celebrationTitle: 'Você cumpriu sua meta da semana!',
    celebrationText_one:
      'Você praticou em {{count}} dia nesta semana. Cada treino deixa você mais pronto para conversar e fazer amigos.',
    celebrationText_other:
      'Você praticou em {{count}} dias nesta semana. Cada treino deixa você mais pronto para conversar e fazer amigos.',
    goOn: 'Continuar',
  },
  readAloud: {
    listen: 'Ouvir',
    scenario: 'Ouvir o cenário',
    choice: 'Ouvir a resposta {{number}}',
    feedback: 'Ouvir a explicação',
    slower: 'Mais devagar',
    noVoice:
      'Este aparelho não tem uma voz em {{language}}. Peça a um adulto para instalar uma voz nas configurações do aparelho.',
    unsupported:
      'Este navegador não consegue ler em voz alta. Peça a um adulto para abrir o app em outro navegador.',
    languagePtBR: 'português',
    languageEn: 'inglês',
  },
} as const;

export type OnDemandMessages = typeof onDemandPtBR;

export const onDemandEn: Widen<OnDemandMessages> = {
  classWorkEnd: {
    done: 'Assignment done!',
    end: 'You reached the end of the assignment!',
    summary_one: 'You did the scenario of “{{skill}}”.',
    summary_other: 'You did all {{count}} scenarios of “{{skill}}”.',
    partial_one: 'You did {{done}} of {{count}} scenario of “{{skill}}”.',
    partial_other: 'You did {{done}} of {{count}} scenarios of “{{skill}}”.',
    allRight: 'Well done! You found a choice that works in every one.',
    toReview_one:
      '{{count}} is left to review. Whenever you like, choose “Do the assignment” again: every try helps.',
    toReview_other:
      '{{count}} are left to review. Whenever you like, choose “Do the assignment” again: every try helps.',
    dueOn: 'The assignment is due {{date}}.',
    wasDueOn: 'The assignment was due {{date}}.',
    onTime: 'You finished in time!',
    lateDone: 'Finishing later counts too!',
    noDue: 'This assignment has no due date.',
    home: 'Back to home',
  },
  account: {
    title: 'My account',
    signedInAs: 'You are signed in as {{email}}',
    roleHeading: 'Educator account',
    educatorWhat:
      'It is for adults, such as teachers and therapists. With it you create classes and see the progress of the learners who join with the class code.',
    educatorHow:
      'To get one, ask an educator who already uses the app, or your school, for an invitation code.',
    invitationLabel: 'Educator invitation code',
    invitationHint: 'It has 8 letters and numbers. Each code works once.',
    invitationUse: 'Use the code',
    invitationUsing: 'Checking...',
    codeMissing: 'Type the invitation code.',
    codeUnknown: 'We could not find this code. Check the letters and numbers.',
    codeUsed: 'This code has already been used. Ask for a new one.',
    codeExpired: 'This code has expired: each one lasts 14 days. Ask for a new one.',
    isEducator: 'This is an educator account. The Educator area is on the home screen.',
    becomeLearner: 'Use as a learner account',
    becomeLearnerHint:
      'If you change your mind later, you will need a new invitation code to become an educator again.',
    roleSaved: 'Done! The Educator area now shows on the home screen.',
    roleSavedLearner: 'Done! This is a learner account.',
    roleHasClasses: 'You still have classes. Delete them before you stop being an educator.',
    roleFailed:
      'This could not be changed right now, so nothing has changed. Please try again in a moment.',
    deleteHeading: 'Delete my account',
    deleteWhat: 'Deleting your account erases everything stored about you, for ever:',
    deleteLogin: 'your email and your password;',
    deleteProgress: 'your progress in every phase, the scenarios to review and the achievements;',
    deleteMemberships: 'your classes: your teacher will no longer see your practice;',
    deleteTaught: 'the classes you created, if you are an educator.',
    delete: 'Delete my account',
    confirm: 'Are you sure? This cannot be undone.',
    confirmYes: 'Yes, delete everything',
    confirmNo: 'No, keep my account',
    deleting: 'Deleting...',
    failed:
      'The account could not be deleted right now. Nothing was erased. Try again in a moment.',
    deletedTitle: 'Account deleted',
    deleted: 'Your account and everything stored about you have been erased.',
  },
  scenario: {
    // The words around a scenario are shared with the Studio's preview (packages/learner-ui).
    ...LESSON_WORDS_EN,
    correctToast: 'Well done!',
    readAloud: 'Listen',
    sound: 'Sound',
    stopReading: 'Stop listening',
  },
  moments: {
    nextPhase: 'Next: Phase {{number}}, {{name}}. It is open for you now.',
    allPhasesDone:
      'You finished every phase! Whenever you like, review the scenarios to remember what you learnt.',
    nextPhaseClosed:
      'Next: Phase {{number}}, {{name}}. It opens when you complete Phase {{required}}.',
    lastPhaseEarlierLeft:
      'This is the last phase. To finish them all, complete Phase {{required}}.',
  },
  complete: {
    heading: 'Well done! You completed Phase {{number}}!',
    score: '{{percent}}% correct',
    excellent: 'Excellent! You chose well in most situations. Keep using these skills every day.',
    keepPractising:
      'You are learning, and that takes time. Look at the scenarios marked “Review” and try again: every try helps.',
    next: 'Next phase',
    review: 'Review scenarios',
    achievements: 'See achievements',
  },
  review: {
    title: 'Review mode',
    subtitle: 'Choose scenarios to practise again',
    back: 'Back to training',
    warningTitle: 'Scenarios to review',
    warning_one: 'You got {{count}} scenario wrong. Practising it again helps you improve!',
    warning_other: 'You got {{count}} scenarios wrong. Practising them again helps you improve!',
    completed: 'Done',
    flagged: 'Review',
    practiseAll_one: 'Practise this one again',
    practiseAll_other: 'Practise these {{count}} in a row',
    practisingMore_one: 'Practising again · {{count}} more after this one',
    practisingMore_other: 'Practising again · {{count}} more after this one',
    practisingLast: 'Practising again',
    backToList: 'Back to the list',
    nothingToReview:
      'Nothing to review right now. When a choice does not work out, it shows up here so you can try again.',
    allTitle: 'Scenarios by phase',
    playedCount_zero: 'None played yet',
    playedCount_one: '{{count}} scenario played',
    playedCount_other: '{{count}} scenarios played',
    practiseAgain: 'Practise again',
    start: 'Start',
  },
  reviewEnd: {
    right: 'You got {{right}} of {{practised}} right',
    practised_one: 'You practised {{count}} scenario again',
    practised_other: 'You practised {{count}} scenarios again',
    allRight: 'Well done! Getting it wrong and trying again is how we learn.',
    someLeft: 'The ones that did not work yet stay on the list, to try again whenever you like.',
    more_one: '{{count}} more scenario to review.',
    more_other: '{{count}} more scenarios to review.',
    nextSet_one: 'Practise {{count}} more',
    nextSet_other: 'Practise {{count}} more',
    allDone: 'You reviewed everything that was marked!',
  },
  dueEnd: {
    remembered: 'You remembered {{remembered}} of {{practised}}',
    practised_one: 'You practised {{count}} scenario again',
    practised_other: 'You practised {{count}} scenarios again',
    allRemembered: 'Well done! Remembering after a few days makes a skill stronger.',
    someLater:
      'The ones you did not remember come back tomorrow, to try again. Every review helps.',
    moreToday_one: 'There is {{count}} more scenario to review today.',
    moreToday_other: 'There are {{count}} more scenarios to review today.',
    nextSet_one: 'Review {{count}} more',
    nextSet_other: 'Review {{count}} more',
    allDone: 'That is all for today!',
  },
  weekGoal: {
    title: 'My week',
    summary_one: '{{practised}} of {{count}} day this week',
    summary_other: '{{practised}} of {{count}} days this week',
    met: 'Weekly goal done!',
    change: 'Change goal',
    question: 'How many days a week would you like to practise?',
    choice_one: '{{count}} day',
    choice_other: '{{count}} days',
    note: 'One scenario counts for the day. You can change this whenever you like.',
    saveFailed: 'Could not save just now. Try again in a moment.',
    dayMon: 'Mon',
    dayTue: 'Tue',
    dayWed: 'Wed',
    dayThu: 'Thu',
    dayFri: 'Fri',
    daySat: 'Sat',
    daySun: 'Sun',
    celebrationTitle: 'You reached your goal for the week!',
    celebrationText_one:
      'You practised on {{count}} day this week. Every practice makes you readier to talk and make friends.',
    celebrationText_other:
      'You practised on {{count}} days this week. Every practice makes you readier to talk and make friends.',
    goOn: 'Carry on',
  },
  readAloud: {
    listen: 'Listen',
    scenario: 'Listen to the scenario',
    choice: 'Listen to answer {{number}}',
    feedback: 'Listen to the explanation',
    slower: 'Slower',
    noVoice:
      'This device has no {{language}} voice. Ask an adult to install one in the device’s settings.',
    unsupported:
      'This browser cannot read aloud. Ask an adult to open the app in a different browser.',
    languagePtBR: 'Portuguese',
    languageEn: 'English',
  },
};

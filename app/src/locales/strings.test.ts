// The product's strings are a contract (docs/product/screens.md, marked contract): each must be in
// the pt-BR resources to the letter. English must fill the same keys with the same placeholders.
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { onDemandEn, onDemandPtBR } from './on-demand.ts';
import { ptBR } from './pt-BR.ts';

const flatten = (messages: Record<string, Record<string, string>>) =>
  Object.entries(messages).flatMap(([section, entries]) =>
    Object.entries(entries).map(([key, value]) => [`${section}.${key}`, value] as const),
  );

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

describe('UI strings', () => {
  // The default namespace and the strings of the views loaded on demand: one set of keys, as
  // i18next looks them up (fallbackNS, i18n.ts).
  const pt = new Map(flatten({ ...ptBR, ...onDemandPtBR }));

  it('hold every string of the specification, verbatim', () => {
    const spec = [
      'Treinamento de Habilidades Sociais',
      'Entre ou crie sua conta para começar',
      'Entrar',
      'Cadastrar',
      'Senha',
      'Mínimo de 6 caracteres',
      'Entrando...',
      'Criar conta',
      'Criando conta...',
      'Carregando...',
      'Começar Prática',
      'Conquistas',
      'Revisar',
      'Fase Anterior',
      'Próxima Fase',
      'Ótima escolha!',
      'Vamos aprender juntos!',
      'Revisar Cenários',
      'Ver Conquistas',
      'Modo de Revisão',
      'Escolha cenários para praticar novamente',
      'Voltar ao Treino',
      'Cenários para revisar',
      'Completo',
      'Praticar Novamente',
      'Começar',
      'Conquistado',
      'Sair',
      'Email inválido',
      'Email muito longo',
      'A senha deve ter no mínimo 6 caracteres',
      'Senha muito longa',
      'Dados inválidos',
      'Erro ao criar conta',
      'Este email já está cadastrado. Tente fazer login.',
      'Erro ao entrar',
      'Email ou senha incorretos.',
      'Erro ao salvar progresso',
      'Não foi possível salvar seu progresso.',
      'Complete a fase atual',
      'Fase bloqueada',
      'Conta criada com sucesso!',
      'Você será redirecionado em instantes.',
      'Login realizado!',
      'Bem-vindo de volta.',
      'Parabéns!',
      'Conquista Desbloqueada!',
      'Logout realizado',
      'Até a próxima!',
      '404',
      'Oops! Page not found',
    ];
    const values = new Set(pt.values());
    expect(spec.filter((text) => !values.has(text))).toEqual([]);
  });

  it('fill the specification’s templates exactly', () => {
    expect(fill(ptBR.phase.heading, { number: 2, name: 'Construindo Conexões' })).toBe(
      'Fase 2: Construindo Conexões',
    );
    expect(fill(ptBR.phase.progress_other, { completed: 3, count: 20 })).toBe(
      'Progresso: 3 de 20 cenários',
    );
    expect(fill(ptBR.phase.accuracy, { percent: 75 })).toBe('75% de acertos');
    expect(fill(ptBR.phase.locked, { previous: 2 })).toBe(
      'Complete a Fase 2 para desbloquear esta fase.',
    );
    expect(fill(onDemandPtBR.complete.heading, { number: 1 })).toBe(
      'Parabéns! Você completou a Fase 1!',
    );
    for (const warning of [onDemandPtBR.review.warning_one, onDemandPtBR.review.warning_other]) {
      expect(fill(warning, { count: 3 })).toBe(
        'Você errou 3 cenário(s). Pratique novamente para melhorar!',
      );
    }
    expect(fill(ptBR.achievements.progress, { current: 2, target: 5 })).toBe('Progresso: 2/5');
  });

  it('are all translated to English, with the same placeholders', () => {
    const english = new Map(flatten({ ...en, ...onDemandEn }));
    expect([...english.keys()].sort()).toEqual([...pt.keys()].sort());
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of pt) {
      expect(english.get(key)?.trim(), key).toBeTruthy();
      expect(placeholders(english.get(key)!), key).toEqual(placeholders(text));
    }
  });
});

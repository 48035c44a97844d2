// The skills as they were before issue 29 (88, almost one per scenario) and the skill each
// became when they were grouped into 27 (docs/decisions/0043-skills-regrouped.md). Learners'
// saved data names skills by key (challenges_done in user_progress, a skill's target in
// class_assignments); a row or a device copy saved before the regrouping still holds the old
// keys, so every reader passes them through currentSkillKey. One line per old key; an old skill
// whose scenarios went to two new skills maps to the skill of its first scenario. A key that is
// old and new at once maps to itself, so reading a migrated row again changes nothing.
import { mergeChallenges } from './challenges.ts';
import type { Progress } from './progress.ts';

export const RENAMED_SKILL_KEYS: Readonly<Record<string, string>> = {
  'conhecer-pessoas-novas': 'incluir-quem-esta-de-fora',
  'conversar-em-grupo': 'comecar-e-terminar-conversas',
  'esperar-a-vez-de-falar': 'esperar-a-vez',
  'lidar-com-opinioes-diferentes': 'discordar-com-respeito',
  'perceber-sinais-no-rosto-e-no-corpo': 'perceber-como-o-outro-esta',
  'contato-visual-e-atencao': 'escutar-com-atencao',
  'encontrar-interesses-em-comum': 'comecar-e-terminar-conversas',
  'respeitar-o-espaco-pessoal': 'respeitar-o-espaco-e-a-privacidade',
  'pedir-ajuda': 'pedir-ajuda',
  'fazer-elogios': 'elogiar-e-agradecer',
  'entrar-numa-conversa': 'comecar-e-terminar-conversas',
  'expressar-emocoes': 'dizer-o-que-sente',
  'responder-a-um-convite': 'cuidar-das-amizades',
  'receber-uma-critica': 'dar-e-ouvir-opinioes',
  'dizer-nao-com-respeito': 'saber-dizer-nao',
  'oferecer-ajuda': 'cuidar-da-comunidade',
  'trabalhar-em-grupo': 'trabalhar-em-equipe',
  'lidar-com-a-frustracao': 'manter-a-calma',
  'incluir-quem-esta-de-fora': 'incluir-quem-esta-de-fora',
  'cumprimentar-as-pessoas': 'comecar-e-terminar-conversas',
  'tom-de-voz': 'manter-a-calma',
  compartilhar: 'dividir-com-os-outros',
  'lidar-com-provocacoes': 'responder-a-provocacoes',
  'manter-amizades': 'cuidar-das-amizades',
  'aceitar-diferencas': 'respeitar-as-diferencas',
  'respeitar-a-privacidade': 'respeitar-o-espaco-e-a-privacidade',
  fofoca: 'falar-a-verdade',
  gratidao: 'elogiar-e-agradecer',
  'dar-e-receber-feedback': 'dar-e-ouvir-opinioes',
  'revezar-a-vez': 'esperar-a-vez',
  negociar: 'chegar-a-um-acordo',
  'ler-a-linguagem-corporal': 'perceber-como-o-outro-esta',
  'pedir-desculpas': 'resolver-brigas',
  'aceitar-desculpas': 'resolver-brigas',
  'pressao-do-grupo': 'saber-dizer-nao',
  'conflito-no-grupo-de-mensagens': 'ser-gentil-na-internet',
  'presenciar-bullying': 'chamar-um-adulto-de-confianca',
  'ser-acusado-sem-razao': 'manter-a-calma',
  'espirito-esportivo': 'elogiar-e-agradecer',
  'discordar-de-um-adulto-com-respeito': 'discordar-com-respeito',
  'acalmar-se-antes-de-resolver': 'manter-a-calma',
  'ser-deixado-de-fora': 'pedir-ajuda',
  'mal-entendido-por-mensagem': 'perceber-como-o-outro-esta',
  'recusar-algo-errado': 'saber-dizer-nao',
  'conflito-com-vizinhos': 'cuidar-da-comunidade',
  'regras-do-jogo': 'falar-a-verdade',
  'chegar-a-um-meio-termo': 'chegar-a-um-acordo',
  'pedir-ajuda-a-um-adulto-num-conflito': 'chamar-um-adulto-de-confianca',
  'apoiar-na-perda': 'escutar-com-atencao',
  'segredo-ou-seguranca': 'se-proteger-na-internet',
  'perceber-tristeza': 'perceber-como-o-outro-esta',
  'escutar-com-atencao': 'escutar-com-atencao',
  'discordar-em-familia': 'discordar-com-respeito',
  'guardar-um-segredo-bom': 'cuidar-das-amizades',
  'lidar-com-ciume': 'lidar-com-ficar-de-fora',
  'fazer-as-pazes': 'resolver-brigas',
  'pedir-uma-adaptacao': 'falar-com-coragem',
  'falar-dos-sentimentos': 'dizer-o-que-sente',
  'lidar-com-a-rejeicao': 'lidar-com-ficar-de-fora',
  'seguranca-online': 'se-proteger-na-internet',
  'respeitar-o-nao': 'respeitar-o-espaco-e-a-privacidade',
  'comemorar-com-o-outro': 'elogiar-e-agradecer',
  'manter-contato': 'cuidar-das-amizades',
  'conversar-com-os-mais-velhos': 'escutar-com-atencao',
  'reparar-um-erro-online': 'ser-gentil-na-internet',
  'aceitar-ajuda': 'pedir-ajuda',
  'dar-espaco': 'respeitar-o-espaco-e-a-privacidade',
  'escolher-boas-amizades': 'saber-dizer-nao',
  'falar-em-publico': 'falar-com-coragem',
  'liderar-um-grupo': 'trabalhar-em-equipe',
  'mediar-um-conflito': 'resolver-brigas',
  'encerrar-uma-conversa': 'comecar-e-terminar-conversas',
  'diferencas-culturais': 'respeitar-as-diferencas',
  'sair-de-uma-conversa-que-nao-deu-certo': 'lidar-com-ficar-de-fora',
  'responder-a-um-comentario-maldoso': 'se-proteger-na-internet',
  'pedir-mais-autonomia': 'chegar-a-um-acordo',
  'falar-com-desconhecidos-com-seguranca': 'chamar-um-adulto-de-confianca',
  'falar-ao-telefone': 'falar-com-coragem',
  'receber-amigos-em-casa': 'dividir-com-os-outros',
  'ser-visita': 'respeitar-as-diferencas',
  'dizer-a-verdade-com-gentileza': 'dar-e-ouvir-opinioes',
  'lidar-com-um-boato-sobre-voce': 'responder-a-provocacoes',
  'ajudar-a-comunidade': 'cuidar-da-comunidade',
  'apresentar-se-numa-selecao': 'manter-a-calma',
  'resolver-conflito-no-time': 'trabalhar-em-equipe',
  'assumir-um-erro-com-o-grupo': 'falar-a-verdade',
  'conversar-com-quem-pensa-diferente': 'discordar-com-respeito',
  'ajudar-alguem-a-se-enturmar': 'incluir-quem-esta-de-fora',
};

/** The key a skill has today: an old key's new skill, any other key unchanged. */
export function currentSkillKey(key: string): string {
  return Object.hasOwn(RENAMED_SKILL_KEYS, key) ? RENAMED_SKILL_KEYS[key]! : key;
}

/**
 * A stored assignment's target as today's content names it: a skill assigned before the skills
 * were regrouped has its key of today; a phase is left alone. Here, not in assignments.ts, so the
 * table above stays out of the first download: only the readers of stored rows need it
 * (docs/decisions/0015).
 */
export function currentTarget(kind: 'phase' | 'skill', target: string): string {
  return kind === 'skill' ? currentSkillKey(target) : target;
}

/**
 * The challenges marked done, each under its skill's key of today. Two old skills that became
 * one keep one mark, the earliest (the merge's own rule, challenges.ts): a challenge done stays
 * done. Keys no table knows stay as they are: they match no skill but are not thrown away.
 */
export function withCurrentSkillKeys(
  challengesDone: Progress['challengesDone'],
): Progress['challengesDone'] {
  let current: Progress['challengesDone'] = {};
  for (const [key, at] of Object.entries(challengesDone)) {
    current = mergeChallenges(current, { [currentSkillKey(key)]: at });
  }
  return current;
}

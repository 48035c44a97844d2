// Strings Sanity has in English that @sanity/locale-pt-pt (1.1.29) does not translate at all,
// by namespace, in Brazilian Portuguese (docs/decisions/0046-guard-rails-for-editors.md). Without
// them the Studio falls back to English. studio-locale.test.ts checks that this list covers every
// key the installed `sanity` has and the pack lacks, so an update of either shows up in a test.
export const MISSING_FROM_PT_PT: Record<string, Record<string, string>> = {
  studio: {
    'asset-source.browse-button.text': 'Selecionar',
    'asset-sources.media-library.upload-dialog.title': 'Enviar para a Biblioteca de Mídia',
    'changes.unknown-schema-field.description':
      'Este campo não está definido no esquema. Os valores aparecem como JSON.',
    'divergence.action.close.label': 'Fechar',
    'divergence.action.markResolved.label': 'Ignorar',
    'divergence.action.next.label': 'Próxima',
    'divergence.action.previous.label': 'Anterior',
    'divergence.action.takeFromUpstream.label': 'Copiar da base',
    'divergence.effect.changed': 'mudou',
    'divergence.effect.summary': '{{title}} {{effect}} na versão {{versionName}}',
    'divergence.pagination': '{{position}} de {{count}}',
    'divergence.unresolved-divergence_one': 'Mudança não resolvida na versão {{versionName}}',
    'divergence.unresolved-divergence_other':
      '{{count}} mudanças não resolvidas na versão {{versionName}}',
    'document-store.slow-commit.description': 'Suas alterações ainda estão sendo salvas.',
    'document-store.slow-commit.title': 'Salvar está demorando mais que o esperado',
    'inputs.array.action.max-reached': 'O número máximo de itens foi atingido',
    'inputs.files.select-dialog.title': 'Selecione um arquivo para “{{targetTitle}}”',
    'inputs.image.select-dialog.title': 'Selecione uma imagem para “{{targetTitle}}”',
    'inputs.object.unknown-fields.reference.preview.unavailable':
      'Não foi possível carregar a prévia da referência “{{documentId}}”.',
    'inputs.video.select-dialog.title': 'Selecione um vídeo para “{{targetTitle}}”',
    'release.action.new-release.limit-reached':
      'Este espaço de trabalho permite no máximo {{count}} lançamento(s)',
    'version.agent-bundle.agent-changes': 'Mudanças do agente',
    'version.agent-bundle.proposed-changes': 'Mudanças propostas',
  },
  'copy-paste': {
    'copy-paste.on-paste.validation.read-only-fields-skipped.description':
      'Campos somente leitura não foram colados: {{fieldNames}}',
    'copy-paste.on-paste.validation.read-only-fields-skipped-truncated.description':
      'Campos somente leitura não foram colados: {{fieldNames}} e mais {{count}}',
  },
  feedback: {
    'feedback.attachment.browse': 'Procurar',
    'feedback.attachment.drop-zone': 'Arraste ou cole o arquivo aqui',
    'feedback.attachment.error.size': 'A imagem deve ter menos de 20 MB',
    'feedback.attachment.label': 'Anexar uma imagem',
    'feedback.attachment.remove': 'Remover',
    'feedback.cancel': 'Cancelar',
    'feedback.consent.disclaimer':
      'Gostaríamos de saber mais. Ao escolher sim, seu nome e seu e-mail são enviados à equipe da Sanity.',
    'feedback.consent.label': 'Podemos falar com você sobre esta opinião?',
    'feedback.consent.no': 'Não',
    'feedback.consent.yes': 'Sim',
    'feedback.dialog.title': 'Enviar sua opinião à Sanity',
    'feedback.error': 'Não foi possível enviar a opinião; erro',
    'feedback.menu-item': 'Enviar opinião',
    'feedback.message.label': 'O que funciona bem? O que poderia ser melhor?',
    'feedback.message.placeholder': 'Descreva o problema ou o pedido…',
    'feedback.sentiment.happy': 'Fácil',
    'feedback.sentiment.label': 'É fácil ou difícil usar a Sanity?',
    'feedback.sentiment.neutral': 'Não sei',
    'feedback.sentiment.unhappy': 'Difícil',
    'feedback.submit': 'Enviar opinião',
    'feedback.success': 'Opinião enviada. Obrigado!',
  },
  structure: {
    'action.copy-document-id.label': 'Copiar o ID do documento',
    'action.copy-link-to-document.label': 'Copiar o endereço do documento',
    'banners.release.action.add-to-bundle': 'Adicionar ao pacote',
    'incoming-references-pane.no-references': 'Nenhum documento faz referência a este.',
    'panes.document-list-pane.error.max-retries-attempted':
      'Sem novas tentativas automáticas depois de {{count}} tentativas sem sucesso.',
    'panes.document-list-pane.sort-order.disabled-reason':
      'Esta ordenação usa campos que não fazem parte deste tipo de documento',
    'panes.document-operation-results.operation-success_copy-id': 'O ID do documento foi copiado',
    'panes.document-operation-results.operation-success_publishVersion': 'A versão foi publicada',
  },
};

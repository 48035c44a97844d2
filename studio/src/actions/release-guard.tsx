// "Publicar", "Excluir" and "Despublicar" first ask what the release would say afterwards, with
// the export's own rules, across documents too; an action after which the export would refuse
// the content is explained and not carried out (docs/decisions/0059-no-action-the-export-refuses.md).
import { issuesAddedBy, type StudioChange } from '@ths/content-export/release-check';
import { TrashIcon } from '@sanity/icons';
import { useState } from 'react';
import {
  useClient,
  useDocumentOperation,
  type DocumentActionComponent,
  type DocumentActionProps,
  type SanityClient,
} from 'sanity';
import { ReleaseGuardDialog } from '../components/release-guard-dialog.tsx';
import { apiVersion } from '../env.ts';
import { deleteVerdict, type DeleteVerdict } from './delete-consequences.ts';

type StoredDocument = { _id: string; _type: string; [field: string]: unknown };

/** Every document the export reads, drafts included (they name what is waiting to be published). */
async function contentDocuments(client: SanityClient): Promise<StoredDocument[]> {
  return client.fetch<StoredDocument[]>(
    '*[_type in ["scenario", "skill", "phase", "achievement", "character"]]',
    {},
    { perspective: 'raw' },
  );
}

async function addedIssues(client: SanityClient, change: StudioChange) {
  const documents = await contentDocuments(client);
  return { documents, added: await issuesAddedBy(documents, change) };
}

function useContentClient() {
  return useClient({ apiVersion });
}

type Refusal = { header: string; lines: string[]; reasons: string[] };

type Guard = {
  /** The change the action makes, as the published content sees it. */
  change: (props: DocumentActionProps) => StudioChange | undefined;
  refusedHeader: string;
  refusedAfter: string;
};

const couldNotCheck = (error: unknown): Refusal => ({
  header: 'Não foi possível conferir as regras',
  lines: [
    `O Studio não conseguiu ler o conteúdo para conferir as regras (${String(error)}). Nada mudou; tente de novo.`,
  ],
  reasons: [],
});

/** An action of Sanity's that goes ahead only when the release would still be accepted. */
function checkingRelease(action: DocumentActionComponent, guard: Guard): DocumentActionComponent {
  const Guarded: DocumentActionComponent = (props) => {
    // Sanity's own action, a hook, called on every render as hooks are.
    const original = action(props);
    const client = useContentClient();
    const [checking, setChecking] = useState(false);
    const [refusal, setRefusal] = useState<Refusal | null>(null);
    const change = guard.change(props);
    if (!original || original.disabled || !original.onHandle || !change) return original;
    const goAhead = original.onHandle;
    const close = () => setRefusal(null);
    return {
      ...original,
      disabled: checking,
      onHandle: () => {
        setChecking(true);
        addedIssues(client, change)
          .then(({ added }) => {
            if (added.length === 0) goAhead();
            else
              setRefusal({
                header: guard.refusedHeader,
                lines: [
                  'Depois disso, a exportação recusaria o conteúdo, e os alunos deixariam de receber qualquer mudança até alguém corrigir:',
                ],
                reasons: added.map(({ message }) => message),
              });
          })
          .catch((error: unknown) => setRefusal(couldNotCheck(error)))
          .finally(() => setChecking(false));
      },
      dialog: refusal
        ? {
            type: 'dialog',
            header: refusal.header,
            onClose: close,
            content: (
              <ReleaseGuardDialog
                lines={refusal.lines}
                reasons={refusal.reasons}
                after={refusal.reasons.length > 0 ? guard.refusedAfter : undefined}
                onClose={close}
              />
            ),
          }
        : original.dialog,
    };
  };
  Guarded.action = action.action;
  Guarded.displayName = `CheckingRelease(${action.displayName ?? action.action ?? 'action'})`;
  return Guarded;
}

/** "Publicar": the draft becomes what learners get, if the release would accept it. */
export const publishCheckingRelease = (publish: DocumentActionComponent) =>
  checkingRelease(publish, {
    change: ({ draft }) =>
      draft ? { kind: 'publish', draft: draft as StoredDocument } : undefined,
    refusedHeader: 'Ainda não dá para publicar',
    refusedAfter:
      'Corrija o que está acima e publique de novo. O que você escreveu continua salvo no rascunho.',
  });

/** "Despublicar" (hosted Studio): the published document goes, the draft stays. */
export const unpublishCheckingRelease = (unpublish: DocumentActionComponent) =>
  checkingRelease(unpublish, {
    change: ({ id, published }) => (published ? { kind: 'unpublish', id } : undefined),
    refusedHeader: 'Este documento não pode sair do app agora',
    refusedAfter: 'Para mudar o que o aluno lê, edite os textos e publique. Nada mudou.',
  });

/**
 * "Excluir" that says first what it changes (or why it cannot be done), in place of Sanity's
 * "Tem certeza?", and deletes only what the release would still accept.
 */
export function deleteExplained(remove: DocumentActionComponent): DocumentActionComponent {
  const Delete: DocumentActionComponent = (props: DocumentActionProps) => {
    // Sanity's own action keeps its permission and "nothing to delete" states.
    const original = remove(props);
    const client = useContentClient();
    const operation = useDocumentOperation(props.id, props.type).delete;
    const [verdict, setVerdict] = useState<DeleteVerdict | null>(null);
    const [checking, setChecking] = useState(false);
    if (!original || original.disabled) return original;
    const close = () => setVerdict(null);
    return {
      ...original,
      icon: TrashIcon,
      disabled: checking,
      onHandle: () => {
        setChecking(true);
        addedIssues(client, { kind: 'delete', id: props.id })
          .then(({ documents, added }) => setVerdict(deleteVerdict(documents, props.id, added)))
          .catch((error: unknown) => setVerdict({ allowed: false, ...couldNotCheck(error) }))
          .finally(() => setChecking(false));
      },
      dialog: verdict
        ? {
            type: 'dialog',
            header: verdict.header,
            onClose: close,
            content: (
              <ReleaseGuardDialog
                lines={verdict.lines}
                reasons={verdict.reasons}
                after={
                  verdict.allowed
                    ? undefined
                    : 'Para mudar o que o aluno lê, edite os textos e publique. Nada foi excluído.'
                }
                onClose={close}
                confirm={
                  verdict.allowed
                    ? {
                        label: 'Excluir',
                        onConfirm: () => {
                          close();
                          operation.execute(props.draft ? [props.draft._id] : []);
                          props.onComplete();
                        },
                      }
                    : undefined
                }
              />
            ),
          }
        : undefined,
    };
  };
  Delete.action = remove.action;
  Delete.displayName = 'DeleteExplained';
  return Delete;
}

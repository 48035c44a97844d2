// "Mover para outro número": the one way to change a published scenario's number, which moves it
// to another place in the journey and maybe another phase (docs/decisions/0046-guard-rails-for-editors.md).
// The form shows the number read-only (components/scenario-number-input.tsx).
import { TransferIcon } from '@sanity/icons';
import { useState } from 'react';
import { useDocumentOperation, type DocumentActionComponent } from 'sanity';
import { MoveScenarioDialog } from '../components/move-scenario-dialog.tsx';

export const MoveScenarioAction: DocumentActionComponent = (props) => {
  const [open, setOpen] = useState(false);
  const { patch } = useDocumentOperation(props.id, props.type);
  // A scenario never published keeps its number editable in the form: nothing moves yet.
  if (props.type !== 'scenario' || !props.published) return null;
  const { number: current, stage: currentStage } = props.draft ?? props.published;
  if (typeof current !== 'number') return null;
  return {
    label: 'Mover para outro número',
    icon: TransferIcon,
    onHandle: () => setOpen(true),
    dialog: open && {
      type: 'dialog',
      header: `Mover o cenário ${current} para outro número`,
      onClose: () => setOpen(false),
      content: (
        <MoveScenarioDialog
          documentId={props.id}
          current={current}
          currentStage={typeof currentStage === 'number' ? currentStage : undefined}
          onCancel={() => setOpen(false)}
          onMove={(number, stage) => {
            patch.execute([{ set: { number, stage } }]);
            setOpen(false);
            props.onComplete();
          }}
        />
      ),
    },
  };
};
MoveScenarioAction.displayName = 'MoveScenarioAction';

// "Número" is set when a scenario is created (the first free number, schema-types/documents/
// scenario.ts) and can be changed until it is first published; after that it is read-only, and
// moving the scenario is the explained action "Mover para outro número" (actions/move-scenario.tsx,
// docs/decisions/0046-guard-rails-for-editors.md): typing a new number here used to move a
// scenario to another phase without a word.
import { Stack, Text, TextInput } from '@sanity/ui';
import { useEditState, useFormValue, type NumberInputProps } from 'sanity';

export function ScenarioNumberInput(props: NumberInputProps) {
  const id = useFormValue(['_id']);
  const publishedId = typeof id === 'string' ? id.replace(/^drafts\./, '') : '';
  const { published, ready } = useEditState(publishedId, 'scenario');
  // Until the lake has answered whether it was published, nothing is typed by mistake.
  const locked = !ready || Boolean(published);
  if (!locked) return props.renderDefault(props);
  return (
    <Stack space={2}>
      <TextInput
        id={props.elementProps.id}
        value={typeof props.value === 'number' ? String(props.value) : ''}
        readOnly
        aria-describedby={props.elementProps['aria-describedby']}
      />
      {published && (
        <Text size={1} muted>
          Para mudar o número (e, com ele, a fase), use “Mover para outro número” no menu ao lado de
          “Publicar”.
        </Text>
      )}
    </Stack>
  );
}

// Validation messages shown under the field they are about, in words, not only in a tooltip
// behind a red "!" (docs/decisions/0046-guard-rails-for-editors.md). Registered for every field
// of the form in sanity.config.ts; a field without messages renders exactly as before.
import { ErrorOutlineIcon, WarningOutlineIcon } from '@sanity/icons';
import { Card, Flex, Stack, Text } from '@sanity/ui';
import { pathToString, type FieldProps, type FormNodeValidation, type Path } from 'sanity';

// Read by screen readers, not drawn: the icon and the colour say it to the eye.
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const samePath = (a: Path, b: Path) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The messages a field shows under itself: those about the field itself (a choice's or a
 * language's own messages show under that choice or language), errors first, each once.
 */
export function messagesUnderField(
  validation: readonly FormNodeValidation[],
  path: Path,
): FormNodeValidation[] {
  const own = validation.filter(
    (marker) => marker.level !== 'info' && (!marker.path || samePath(marker.path, path)),
  );
  const seen = new Set<string>();
  return [
    ...own.filter((m) => m.level === 'error'),
    ...own.filter((m) => m.level === 'warning'),
  ].filter((marker) => !seen.has(marker.message) && seen.add(marker.message));
}

export function FieldWithMessages(props: FieldProps) {
  const messages = messagesUnderField(props.validation, props.path);
  if (messages.length === 0) return props.renderDefault(props);
  return (
    <Stack space={2}>
      {props.renderDefault(props)}
      <Stack space={1} data-testid="field-messages" data-path={pathToString(props.path)}>
        {messages.map((marker) => {
          const error = marker.level === 'error';
          const Icon = error ? ErrorOutlineIcon : WarningOutlineIcon;
          return (
            <Card key={marker.message} tone={error ? 'critical' : 'caution'} padding={2} radius={2}>
              <Flex gap={2} align="flex-start">
                <Text size={1}>
                  <Icon aria-hidden />
                </Text>
                <Text size={1}>
                  <span style={VISUALLY_HIDDEN}>{error ? 'Erro: ' : 'Aviso: '}</span>
                  {marker.message}
                </Text>
              </Flex>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}

// The words of a guarded action (actions/release-guard.tsx): what it changes, or the export's
// reasons for refusing it, and what to do; one button to close, and one to go ahead when it may.
import { Button, Card, Flex, Stack, Text } from '@sanity/ui';

type Props = {
  lines: readonly string[];
  reasons: readonly string[];
  after?: string;
  onClose: () => void;
  confirm?: { label: string; onConfirm: () => void };
};

export function ReleaseGuardDialog({ lines, reasons, after, onClose, confirm }: Props) {
  return (
    <Stack space={4} data-testid="release-guard">
      <Stack space={3}>
        {lines.map((line) => (
          <Text key={line} size={1}>
            {line}
          </Text>
        ))}
      </Stack>
      {reasons.length > 0 && (
        <Card tone="critical" padding={3} radius={2} border>
          <Stack space={3}>
            {reasons.map((reason) => (
              <Text key={reason} size={1}>
                {reason}
              </Text>
            ))}
          </Stack>
        </Card>
      )}
      {after && <Text size={1}>{after}</Text>}
      <Flex gap={2} justify="flex-end">
        <Button
          mode={confirm ? 'ghost' : 'default'}
          text={confirm ? 'Cancelar' : 'Entendi'}
          onClick={onClose}
        />
        {/* The default tone's dark button: Sanity's red "critical" one falls short of AA
            contrast; the header and the words already say what it does. */}
        {confirm && (
          <Button tone="default" mode="default" text={confirm.label} onClick={confirm.onConfirm} />
        )}
      </Flex>
    </Stack>
  );
}

// The dialog of "Mover para outro número" (docs/decisions/0046-guard-rails-for-editors.md): it
// says what a scenario's number decides (the order and the phase), checks the new number as the
// educator types it, and says what the move does before anything moves.
import { Box, Button, Card, Flex, Stack, Text, TextInput } from '@sanity/ui';
import { useEffect, useId, useState } from 'react';
import { useClient } from 'sanity';
import { checkMoveTarget, moveSummary } from '../actions/move-target.ts';
import { apiVersion } from '../env.ts';

type Props = {
  documentId: string;
  current: number;
  /** The scenario's phase now: a move to a school's number (101 on) keeps it (decision 0055). */
  currentStage: number | undefined;
  onMove: (number: number, stage: number) => void;
  onCancel: () => void;
};

/** The ids of the scenarios (drafts included, this one left out) that use `number`. */
function useScenariosWithNumber(documentId: string, number: number | undefined) {
  const client = useClient({ apiVersion });
  const [answer, setAnswer] = useState<{ number: number; ids: string[] }>();
  useEffect(() => {
    if (number === undefined) return;
    let current = true;
    void client
      .fetch<string[]>(
        '*[_type == "scenario" && number == $number && !(_id in [$id, $draftId])]._id',
        { number, id: documentId, draftId: `drafts.${documentId}` },
      )
      .then(
        (ids) => {
          if (current)
            setAnswer({ number, ids: [...new Set(ids.map((id) => id.replace(/^drafts\./, '')))] });
        },
        // No answer, no move: "Mover" stays disabled rather than risk a duplicate.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [client, documentId, number]);
  return answer !== undefined && answer.number === number ? answer.ids : undefined;
}

export function MoveScenarioDialog({ documentId, current, currentStage, onMove, onCancel }: Props) {
  const inputId = useId();
  const messageId = useId();
  const [typed, setTyped] = useState('');
  const asNumber = Number(typed.trim());
  const candidate = typed.trim() !== '' && Number.isInteger(asNumber) ? asNumber : undefined;
  const takenBy = useScenariosWithNumber(documentId, candidate);
  const target = checkMoveTarget(typed, current, takenBy, currentStage);

  return (
    <Stack space={4} data-testid="move-scenario">
      <Stack space={3}>
        <Text size={1}>
          O número de um cenário define a ordem em que o aluno o encontra. De 1 a 100 são os
          cenários do app, e o número define também a fase: 1–20 fase 1, 21–40 fase 2, 41–60 fase 3,
          61–80 fase 4, 81–100 fase 5. De 101 em diante são os cenários que a escola cria: cada um
          fica na fase que tem agora, depois dos cenários do app.
        </Text>
        <Text size={1}>
          O número {current} fica livre. A sequência de cenários não pode ter buracos: se ficar um
          buraco no número {current}, a exportação para o app é recusada até outro cenário usar esse
          número.
        </Text>
        <Text size={1}>A mudança fica no rascunho até você publicar.</Text>
      </Stack>
      <Stack space={2}>
        <Box as="label" htmlFor={inputId}>
          <Text size={1} weight="medium">
            Novo número (de 1 a 1000, livre)
          </Text>
        </Box>
        <TextInput
          id={inputId}
          inputMode="numeric"
          value={typed}
          aria-describedby={messageId}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <Box id={messageId} aria-live="polite">
          {target.ok ? (
            <Card padding={3} radius={2} tone="primary" border>
              <Text size={1}>
                {moveSummary(current, target.number, currentStage ?? target.stage, target.stage)}
              </Text>
            </Card>
          ) : target.problem ? (
            <Card padding={3} radius={2} tone="critical" border>
              <Text size={1}>{target.problem}</Text>
            </Card>
          ) : null}
        </Box>
      </Stack>
      <Flex gap={2} justify="flex-end">
        <Button mode="ghost" text="Cancelar" onClick={onCancel} />
        {/* The default tone's dark button: Sanity's blue "primary" falls short of AA contrast. */}
        <Button
          tone="default"
          mode="default"
          text="Mover"
          disabled={!target.ok}
          onClick={() => {
            if (target.ok) onMove(target.number, target.stage);
          }}
        />
      </Flex>
    </Stack>
  );
}

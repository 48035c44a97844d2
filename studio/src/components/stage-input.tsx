import { fixedStageOf, isSchoolScenarioNumber, PHASE_NUMBERS } from '@ths/content-model/stage';
import { Card, Select, Stack, Text } from '@sanity/ui';
import { useEffect } from 'react';
import { set, unset, useFormValue, type NumberInputProps } from 'sanity';

/**
 * docs/product/journey.md#phases and docs/decisions/0055: for scenarios 1 to 100 the stage follows
 * from the number, so it is shown and kept in step, never typed. A school's scenario (101 on) has
 * the phase it was given: chosen here, first from the list it was created from.
 */
export function StageInput({ value, onChange, readOnly, elementProps }: NumberInputProps) {
  const scenarioNumber = useFormValue(['number']);
  const fixed = fixedStageOf(scenarioNumber);

  useEffect(() => {
    if (!readOnly && fixed !== undefined && value !== fixed) onChange(set(fixed));
  }, [fixed, value, readOnly, onChange]);

  if (isSchoolScenarioNumber(scenarioNumber)) {
    return (
      <Select
        id={elementProps.id}
        aria-describedby={elementProps['aria-describedby']}
        value={typeof value === 'number' ? String(value) : ''}
        disabled={readOnly}
        onChange={(event) => {
          const chosen = Number(event.currentTarget.value);
          onChange(chosen > 0 ? set(chosen) : unset());
        }}
      >
        <option value="">Escolha a fase</option>
        {PHASE_NUMBERS.map((phase) => (
          <option key={phase} value={String(phase)}>
            Fase {phase}
          </option>
        ))}
      </Select>
    );
  }

  return (
    <Card padding={3} radius={2} border tone="transparent">
      <Stack space={2}>
        <Text size={1}>
          {fixed === undefined
            ? 'Preencha o número do cenário para ver a fase.'
            : `Fase ${fixed} (pelo número ${String(scenarioNumber)})`}
        </Text>
      </Stack>
    </Card>
  );
}

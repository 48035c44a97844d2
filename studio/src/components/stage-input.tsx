import { stageForNumber } from '@ths/content-model/stage';
import { Card, Text } from '@sanity/ui';
import { useEffect } from 'react';
import { set, useFormValue, type NumberInputProps } from 'sanity';

function derivedStage(scenarioNumber: unknown): number | undefined {
  return typeof scenarioNumber === 'number' &&
    Number.isInteger(scenarioNumber) &&
    scenarioNumber >= 1
    ? stageForNumber(scenarioNumber)
    : undefined;
}

/**
 * docs/product/journey.md#phases: the stage follows from the scenario number, so it is shown and
 * kept in step, never typed.
 */
export function StageInput({ value, onChange, readOnly }: NumberInputProps) {
  const stage = derivedStage(useFormValue(['number']));

  useEffect(() => {
    if (!readOnly && stage !== undefined && value !== stage) onChange(set(stage));
  }, [stage, value, readOnly, onChange]);

  return (
    <Card padding={3} radius={2} border tone="transparent">
      <Text size={1}>
        {stage === undefined ? 'Preencha o número do cenário para ver a fase.' : `Fase ${stage}`}
      </Text>
    </Card>
  );
}

import { useContext } from 'react';
import { ReadAloudContext, type ReadAloud } from './read-aloud-context.ts';

/** The read-aloud of the card around this component. */
export function useReadAloud(): ReadAloud {
  const readAloud = useContext(ReadAloudContext);
  if (readAloud === null) throw new Error('useReadAloud needs a <ReadAloudProvider> around it.');
  return readAloud;
}

/** Whether `partId` is being read: for `data-reading` on the part, which read-aloud.css marks. */
export function useIsReading(partId: string): boolean {
  return useReadAloud().readingPart === partId;
}

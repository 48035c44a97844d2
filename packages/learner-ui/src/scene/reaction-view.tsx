// How the scene's first person looks after the learner's pick (issue 42; docs/decisions/0062):
// their face with the choice's reaction, and its words, beside the feedback that explains it.
// The face is the image a screen reader names; the visible words repeat that name for the eyes.
import type { FeelingId, ScenePerson } from '@ths/content-model/scene';
import { FaceView } from './scene-view.tsx';
import { reactionWords, type SceneWords } from './scene-words.ts';

type ReactionViewProps = {
  /** people[0] of the scenario's scene: the person the answer is for. */
  person: ScenePerson;
  reaction: FeelingId;
  words: SceneWords;
};

export function ReactionView({ person, reaction, words }: ReactionViewProps) {
  const text = reactionWords(words, reaction, person.name);
  return (
    <div className="reaction">
      <FaceView look={person.look} feeling={reaction} size={56} label={text} />
      <p className="reaction__words" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}

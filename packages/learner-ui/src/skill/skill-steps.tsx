// A skill's 3 or 4 steps in one line, 'Passos de Pedir ajuda: Respire · Escolha a quem pedir · …'
// (docs/decisions/0064): with the feedback of the skill's scenarios, on 'Minhas habilidades' and
// in the Studio's skill preview. An ordered list, so a screen reader says how many steps there
// are and which one it reads; the dots between them are drawn by the styles (lesson.css) and
// never read.
import { useId } from 'react';

type SkillStepsProps = {
  /** What the list is, shown before it and its accessible name: 'Passos de Pedir ajuda:'. */
  label: string;
  steps: readonly string[];
  className?: string;
};

export function SkillSteps({ label, steps, className }: SkillStepsProps) {
  const labelId = useId();
  return (
    <div className={className ? `skill-steps ${className}` : 'skill-steps'}>
      {/* Read once, as the list's name, not again before it. */}
      <p id={labelId} className="skill-steps__label" aria-hidden="true">
        {label}
      </p>
      {/* role="list": Safari drops the list's meaning when its markers are hidden. */}
      <ol role="list" className="skill-steps__list" aria-labelledby={labelId}>
        {steps.map((step, index) => (
          <li key={index} className="skill-steps__step">
            {step}
          </li>
        ))}
      </ol>
    </div>
  );
}

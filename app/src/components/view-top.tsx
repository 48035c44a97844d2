import { useFocusOnMount } from '../lib/use-focus-on-mount.ts';
import './view-top.css';

type ViewTopProps = {
  id: string;
  title: string;
  subtitle: string;
  back: string;
  onBack: () => void;
  /** Focus the title on arrival; not when the view puts the focus back where the learner was. */
  focus?: boolean;
};

/** A list view's title (focused on arrival), its subtitle and the way back to training. */
export function ViewTop({ id, title, subtitle, back, onBack, focus = true }: ViewTopProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focus);
  return (
    <div className="view-top">
      <div>
        <h1 id={id} ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <p className="view-top__subtitle">{subtitle}</p>
      </div>
      <button type="button" className="button button--secondary" onClick={onBack}>
        {back}
      </button>
    </div>
  );
}

// The pieces the class forms and views share: a labelled field that reads its hint and its
// problem with it, the focus on the first field to fix, and the panel of a read that failed.
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('classes');
  return (
    <div className="classes__panel" role="alert">
      <p>{t('loadError')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** After a refused submit the focus goes to the first field to fix, once it is marked. */
export function focusFirstProblem(form: HTMLFormElement) {
  requestAnimationFrame(() =>
    form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(),
  );
}

type FieldProps = {
  id: string;
  label: string;
  hint: string;
  problem: string | undefined;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
};

/** A labelled input whose hint and problem are read with it (aria-describedby, aria-invalid). */
export function Field({
  id,
  label,
  hint,
  problem,
  value,
  onChange,
  disabled,
  inputProps,
}: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...inputProps}
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-hint`} className="field__hint">
        {hint}
      </span>
      {problem && (
        <span id={`${id}-problem`} className="classes__problem">
          {problem}
        </span>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import './form-field.css';

/** The id of the text that says why a field's entry is refused, for its control's aria-describedby. */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

interface TFormFieldProps {
  /** The id of the field's control, which the label names. */
  id: string;
  label: string;
  /** Why the entry is refused, shown under the control and announced as it appears. */
  error?: string;
  children: ReactNode;
}

/**
 * A labelled field of a form built without antd, laid out as antd's vertical form items are. Its control takes
 * `aria-invalid` and `aria-describedby={fieldErrorId(id)}` while an error shows.
 */
export function FormField({ id, label, error, children }: TFormFieldProps) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <p className="form-field__error" id={fieldErrorId(id)} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './text-input.css';

export interface TTextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'prefix'> {
  /** An icon before the text, for the eye only. */
  prefix?: ReactNode;
  /** A control after the text, inside the box: a button that acts on the entry. */
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  testId?: string;
}

/**
 * A text box with antd's large input look (text-input.css), built without antd: for screens that paint before antd
 * loads, and usable inside antd's forms too, which hand it its id, value and onChange.
 */
export function TextInput({ prefix, suffix, testId, ...input }: TTextInputProps) {
  return (
    <span className="text-input">
      {prefix && (
        <span className="text-input__prefix" aria-hidden="true">
          {prefix}
        </span>
      )}
      <input {...input} data-testid={testId} />
      {suffix}
    </span>
  );
}

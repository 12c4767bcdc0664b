/**
 * A form's field errors: checked with a model schema on submit, shown at once and the first invalid input
 * focused, so a keyboard or screen-reader user lands on the problem.
 */
import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { focusFirstInvalid, validateForm, type FieldErrors, type FormSchema } from './formErrors';

export function useFormErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Shows `next` and focuses the first field it marks. */
  const show = useCallback((next: FieldErrors) => {
    flushSync(() => setErrors(next));
    focusFirstInvalid(formRef.current);
  }, []);

  /** The parsed values, or undefined after showing the schema's messages; clears the errors when valid. */
  const check = useCallback(
    <Value>(schema: FormSchema<Value>, values: unknown): Value | undefined => {
      const checked = validateForm(schema, values);
      if (!checked.ok) {
        show(checked.errors);
        return undefined;
      }
      setErrors({});
      return checked.value;
    },
    [show],
  );

  return { formRef, errors, check, show };
}

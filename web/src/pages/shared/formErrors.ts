/**
 * Form validation with the model's schemas: the first message per field, in Dutch, as the schemas word them.
 */

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Anything with zod's `safeParse` over an object. */
export interface FormSchema<Value> {
  safeParse(
    value: unknown,
  ): { success: true; data: Value } | { success: false; error: { issues: readonly Issue[] } };
}

export type FieldErrors = Readonly<Record<string, string>>;

/** The parsed value, or the first message of each invalid field. */
export function validateForm<Value>(
  schema: FormSchema<Value>,
  values: unknown,
): { ok: true; value: Value } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Focuses the form's first invalid input, so a keyboard or screen-reader user lands on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

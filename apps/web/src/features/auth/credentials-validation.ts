import { LoginFormSchema, type LoginForm } from '@wcpp/contract';

export type LoginErrors = Partial<Record<keyof LoginForm, string>>;

/** The contract's login rules and messages (part 1 §5); the first message per field is shown. */
export function validateLogin(values: LoginForm): { data: LoginForm | null; errors: LoginErrors } {
  const result = LoginFormSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginForm;
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

import { fieldErrors, LoginFormSchema, type LoginForm } from '@wcpp/contract';

export type LoginErrors = Partial<Record<keyof LoginForm, string>>;

/** The contract's login rules and messages (part 1 §5); the first message per field is shown. */
export function validateLogin(values: LoginForm): { data: LoginForm | null; errors: LoginErrors } {
  const result = LoginFormSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  return { data: null, errors: fieldErrors(result.error.issues) as LoginErrors };
}

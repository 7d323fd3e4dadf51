import { passwordProblems, passwordRulesFor, passwordRulesTexts, passwordRuleTexts, type PasswordContext } from '@wcpp/contract';
import { Icon } from './ui/icons';

interface Props {
  id: string;
  password: string;
  /** Whose password: the user name and, in registration, the names. An unknown user name is listed, not judged. */
  context: PasswordContext;
}

/** The password requirements with a mark for each one the typed password meets (part 2 §5). */
export function PasswordRules({ id, password, context }: Props) {
  const broken = new Set(passwordProblems(password, context));
  const rules = passwordRulesFor({ ...context, userName: context.userName ?? '' });
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="wc-password-rules">
      <h2 id={`${id}-heading`}>{passwordRulesTexts.heading}</h2>
      <ul>
        {rules.map((rule) => {
          const judged = rule !== 'username' || Boolean(context.userName);
          const met = judged && password.length > 0 && !broken.has(rule);
          return (
            <li key={rule} data-met={met || undefined}>
              <Icon name={met ? 'checkCircle' : 'circle'} />
              <span>{passwordRuleTexts[rule]}</span>
              {judged && <span className="wc-visually-hidden">{met ? passwordRulesTexts.met : passwordRulesTexts.notMet}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

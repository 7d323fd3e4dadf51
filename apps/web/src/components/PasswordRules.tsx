import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { passwordProblems, passwordRulesFor, passwordRulesTexts, passwordRuleTexts, type PasswordContext } from '@wcpp/contract';
import { visuallyHidden } from './visually-hidden';

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
    <Box id={id} component="section" aria-labelledby={`${id}-heading`} sx={{ bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography id={`${id}-heading`} component="h2" variant="subtitle2" sx={{ mb: 1 }}>
        {passwordRulesTexts.heading}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {rules.map((rule) => {
          const judged = rule !== 'username' || Boolean(context.userName);
          const met = judged && password.length > 0 && !broken.has(rule);
          return (
            <Box component="li" key={rule} sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: '0.875rem' }}>
              {met ? <CheckCircle fontSize="small" color="success" aria-hidden /> : <RadioButtonUnchecked fontSize="small" color="disabled" aria-hidden />}
              <span>{passwordRuleTexts[rule]}</span>
              {judged && <span style={visuallyHidden}>{met ? passwordRulesTexts.met : passwordRulesTexts.notMet}</span>}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

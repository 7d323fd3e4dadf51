import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as contract from './index';

// The names the barrel exported before the contract became area folders (docs/decisions/036): the web and the
// server import every one of them from '@wcpp/contract', so none may disappear.
const publicNames = `
  APP_VERSION AUTH_CODE ApiErrorSchema AppPropertySchema AuthenticateRequestSchema AuthenticateResponseSchema
  BASE BackfillSchema BillImageLinkSchema BillListSchema BillRefRequestSchema BillReferenceLinesSchema
  BillSchema BillSearchByBillIdFormSchema BillSearchByClaimNumberFormSchema BillSearchByClaimantFormSchema
  ChangePasswordFormSchema ChangePasswordRequestSchema ChangePasswordResponseSchema ClaimSchema
  ClaimSearchFormSchema ClaimSearchRequestSchema ClaimSearchResponseSchema ConfirmEmailChangeRequestSchema
  ConfirmEmailChangeResponseSchema DEFAULT_LOCK_MINUTES EmailSentResponseSchema ForgotUsernameRequestSchema
  ImageQuerySchema InternalRegistrationFormSchema InternalRegistrationRequestSchema LoginFormSchema
  MirrorInfoSchema MirrorStartRequestSchema MitchBillSearchRequestSchema NAME_CHECK_MIN NoContentSchema
  NotificationViewedSchema PASSWORD_MAX PASSWORD_MIN PASSWORD_SPECIALS PaymentInfoRequestSchema
  PaymentInfoSchema ProfileFormSchema RegistrationCompleteRequestSchema RegistrationCompleteResponseSchema
  RegistrationFormSchema RegistrationStartFormSchema RegistrationStartRequestSchema ResetCompleteRequestSchema
  ResetCompleteResponseSchema ResetConfirmFormSchema ResetStartRequestSchema SERVICE_WINDOW_DAYS
  SearchByAssortedRequestSchema SessionInfoSchema TIN UpdateUserRequestSchema UserDetailsSchema
  UserFtinListSchema UserFtinSchema UserNotificationListSchema UserNotificationSchema YesNoResponseSchema
  accountLimits addDays adminMenu affiliationCodes affiliationMessages affiliationPlaceholder affiliations
  allowanceDocument apiErrorCodes authCodeField backfillLabels backfillMessages billSearchCriteria
  billSearchHelpTexts billSearchLimits billSearchMessages billSearchModes billSearchTexts brandColors
  canBeMirrored changePasswordCodeMessages changePasswordMessage changePasswordMessages changePasswordTexts
  checkNewPassword claimSearchMessages claimSearchResultMessages claimSearchTexts clientListAgreementTexts
  dateFieldTexts daysBetween digitsOnly emailChangeCodeMessages emailChangeMessage emailChangeMessages
  emailChangeTexts emailField footerTexts forgotUsernameCodeMessages forgotUsernameMessage
  forgotUsernameMessages forgotUsernameTexts formatCountdown formatDate formatMoney formatPhone
  ftinAlreadyRegisteredTexts genericMessages guards headerTexts homeMessages isAdminType isEmail isEmailChange
  isIsoDate isLinkExpired isSubUserType linesOfBusiness lockedMessage loginMessages loginTexts
  logoutExtraTexts logoutTexts mailboxTexts middleInitial normaliseProviderFields optionalText
  ownProfileFormSchema pageNotFoundTexts parseUsDate passwordProblems passwordRuleTexts passwordRulesFor
  passwordRulesTexts paymentInfoState personName phoneField profileMessages profileTexts profileUpdateMessage
  providerFieldErrors providerMenu publicPageTitles publicPaths registrationCodeMessages registrationMessage
  registrationMessages registrationPasswordMessages registrationStartMessage registrationTexts
  resetCompleteCodeMessages resetCompleteMessage resetPasswordMessages resetPasswordTexts
  resetStartCodeMessages resetStartMessage serviceWindow sessionTexts shellTexts signInMessage signInMessages
  signedInRoutes supportContact tableTexts tinField toUsDate todayIso usDateField userStatusCodes userStatuses
  userTypeCodes userTypes usernameField
`.split(/\s+/).filter(Boolean);

describe('the barrel', () => {
  it('still exports every name the web and the server import', () => {
    expect(publicNames.filter((name) => !(name in contract))).toEqual([]);
  });

  it('holds zod/mini schemas only, so a form in the browser loads no classic zod', () => {
    const schemas = Object.entries(contract).filter(([, value]) => typeof value === 'object' && value !== null && '_zod' in value);
    expect(schemas.length).toBeGreaterThan(50);
    expect(schemas.filter(([, schema]) => !(schema instanceof z.ZodMiniType)).map(([name]) => name)).toEqual([]);
  });
});

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signInSecurityCalls } from '@wcpp/contract';
import { call } from '../../lib/http';
import { createPasskey } from '../../lib/passkeys';

/** Query keys of the own account's sign-in security (issue 46). */
export const securityKeys = {
  overview: ['profile', 'signInSecurity'] as const,
};

/** GET /users/signInSecurity: the app, the recovery codes and the remembered browsers, without a secret. */
export function useSecurityOverview() {
  return useQuery({ queryKey: securityKeys.overview, queryFn: () => call(signInSecurityCalls.securityOverview) });
}

/** A change of the factors: the overview is read again after it, whatever its answer. */
function useSecurityChange<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.overview }),
  });
}

/**
 * ADD A PASSKEY (issue 46 §2): the options (a step-up call: the http client asks first when it must),
 * the browser makes the passkey, then POST /users/signInSecurity/passkeys with its name. A ceremony the
 * person cancelled throws PasskeyNotUsed and sends nothing more.
 */
export const useAddPasskey = () =>
  useSecurityChange(async (name: string) => {
    const { options } = await call(signInSecurityCalls.passkeyRegisterOptions);
    const credential = await createPasskey(options);
    return call(signInSecurityCalls.passkeyRegister, { body: { name, credential } });
  });

/** PATCH /users/signInSecurity/passkeys/:passkeyId: a new name. */
export const useRenamePasskey = () =>
  useSecurityChange(({ passkeyId, name }: { passkeyId: number; name: string }) => call(signInSecurityCalls.passkeyRename, { params: { passkeyId }, body: { name } }));

/** DELETE /users/signInSecurity/passkeys/:passkeyId (409 FACTOR_REQUIRED when it is the account's last factor and it must keep one). */
export const useRemovePasskey = () => useSecurityChange((passkeyId: number) => call(signInSecurityCalls.passkeyRemove, { params: { passkeyId } }));

/** POST /users/signInSecurity/app: a new key for the app (set up or replace), waiting for its first code. */
export const useStartAppEnrol = () => useSecurityChange(() => call(signInSecurityCalls.appEnrolStart));

/** POST /users/signInSecurity/app/confirm: the first code; the first factor comes with recovery codes. */
export const useConfirmApp = () => useSecurityChange((code: string) => call(signInSecurityCalls.appEnrolConfirm, { body: { code } }));

/** DELETE /users/signInSecurity/app (409 FACTOR_REQUIRED when the account must keep one). */
export const useRemoveApp = () => useSecurityChange(() => call(signInSecurityCalls.appRemove));

/** POST /users/signInSecurity/recoveryCodes: ten new codes; the old ones stop working. */
export const useRenewRecoveryCodes = () => useSecurityChange(() => call(signInSecurityCalls.recoveryCodesRenew));

/** DELETE /users/signInSecurity/browsers/:browserId: that browser asks the second factor again. */
export const useForgetBrowser = () => useSecurityChange((browserId: string) => call(signInSecurityCalls.browserForget, { params: { browserId } }));

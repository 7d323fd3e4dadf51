import { useForm } from 'react-hook-form';
import { emptyValues, isNewGroup, isProviderType, needsGroupId, stepOneResolver, type AddUserValues, type StepOneContext } from './add-user-draft';
import type { AddUserFlow } from './use-add-user-flow';

/** Focuses the first field in error, in the page's order (the summary above says what happened). */
function focusFirst(fields: string[]) {
  const first = fields
    .map((field) => document.getElementById(`add-user-${field}`))
    .filter((el): el is HTMLElement => Boolean(el))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  first?.focus();
}

/**
 * Add User's step 1 form (part 2 §2, §5): its values on the step's rules, and what each choice does.
 * The account type resets the form; the group assignment forgets the group; Add and Clear Group Id
 * load and forget the TINs of a group typed by its id; NEXT checks, then asks whether the address is free.
 */
export function useAddUserForm(flow: AddUserFlow) {
  const form = useForm<AddUserValues, StepOneContext>({
    resolver: stepOneResolver,
    context: flow.context,
    defaultValues: flow.initial ?? emptyValues(),
    // The first field in error by the page's order, ADD TIN included (focusFirst).
    shouldFocusError: false,
  });
  const { handleSubmit, reset, watch, setValue, getValues, setError, clearErrors } = form;
  const { callerType } = flow.context;
  const [typeCd, groupAssignment, affiliationCd, providers] = watch(['typeCd', 'groupAssignment', 'affiliationCd', 'providers']);
  const choice = { typeCd, groupAssignment };

  // Part 2 §2: choosing the account type resets the form and shows its fields.
  const chooseType = (chosen: string) => {
    reset(emptyValues(chosen));
    flow.dropGroup();
  };
  const chooseAssignment = (assignment: AddUserValues['groupAssignment']) => {
    setValue('groupAssignment', assignment);
    setValue('grpInfoId', '');
    setValue('providers', []);
    flow.dropGroup();
    // The group id went with the choice; so does its message.
    clearErrors('grpInfoId');
  };
  const addGroup = async () => {
    const message = await flow.loadGroup(getValues('grpInfoId'));
    if (message) setError('grpInfoId', { type: 'validate', message });
    else clearErrors('grpInfoId');
  };
  const clearGroup = () => {
    flow.dropGroup();
    setValue('grpInfoId', '');
  };
  const submit = handleSubmit(
    async (values) => {
      const emailInUse = await flow.next(values);
      if (emailInUse) setError('emailAddr', { type: 'validate', message: emailInUse }, { shouldFocus: true });
    },
    (found) => focusFirst(Object.keys(found)),
  );

  return {
    form,
    typeCd,
    groupAssignment,
    affiliationCd,
    providers,
    provider: isProviderType(typeCd),
    newGroup: isNewGroup(choice, callerType),
    byGroupId: needsGroupId(choice, callerType),
    chooseType,
    chooseAssignment,
    addGroup,
    clearGroup,
    submit,
  };
}

export type AddUserForm = ReturnType<typeof useAddUserForm>;

/** The monthly summary a Provider Admin is mailed (issue 47 §2): no PHI, only the group's accounts and requests. */
export const summaryTexts = {
  subject: (month: string) => `Your group's users and TIN requests — ${month}`,
  intro: (group: number) => `The users of group ${group} in the Provider Portal, as of today.`,
  usersTitle: 'Users',
  userLine: (name: string, userNm: string, type: string, lastSignIn: string | null, factor: boolean) =>
    `${name} (${userNm}), ${type}: ${lastSignIn ? `last signed in ${lastSignIn}` : 'never signed in'}; second factor: ${factor ? 'yes' : 'no'}.`,
  idleTitle: (days: number) => `Idle ${days} days or more`,
  idleNone: (days: number) => `No user has been idle ${days} days or more.`,
  idleAction: 'Terminate an account no one uses any more in Manage Users:',
  requestsTitle: 'TIN requests still waiting',
  requestsNone: 'No TIN request is waiting.',
  theirRequest: (tin: string, days: number) => `Another group asked for your TIN ending ${tin} ${days} day${days === 1 ? '' : 's'} ago: approve or deny it in Manage TINs.`,
  ourRequest: (tin: string, days: number) => `Your group asked for the TIN ending ${tin} ${days} day${days === 1 ? '' : 's'} ago: its holder has not answered yet.`,
  optOut: 'To stop these summaries, clear "Monthly summary by e-mail" on your profile:',
  choiceTitle: 'Monthly summary',
  choiceLabel: 'Monthly summary by e-mail',
  choiceHint: "On the first of each month: your group's users, their last sign-in and second factor, idle accounts and waiting TIN requests. No patient information.",
  save: 'SAVE SUMMARY CHOICE',
  saved: 'Your choice was saved.',
} as const;

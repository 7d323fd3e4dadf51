/** Sign-in, single sign-on, the session and mirroring (part 1 §7). This module holds call descriptions only: the contract exports it as `authCalls`. */
export {};

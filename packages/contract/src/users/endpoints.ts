/** The own account calls: the profile, its backfill and the e-mail change link (part 2 §7). This module holds call descriptions only: the contract exports it as `userCalls`. */
export {};

/** The administration calls: Manage Users, User Search, Add User (part 2 §7). This module holds call descriptions only: the contract exports it as `userAdminCalls`. */
export {};

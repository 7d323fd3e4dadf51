/** Client List (part 1 §7). This module holds call descriptions only: the contract exports it as `clientListCalls`. */
export {};

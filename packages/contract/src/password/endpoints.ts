/** The password calls: change, reset by link, forgotten user name (part 2 §7). This module holds call descriptions only: the contract exports it as `passwordCalls`. */
export {};

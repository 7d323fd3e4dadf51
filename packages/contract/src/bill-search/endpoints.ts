/** Bill Search (part 1 §7). This module holds call descriptions only: the contract exports it as `billSearchCalls`. */
export {};

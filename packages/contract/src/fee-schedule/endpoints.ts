/** PPO Fee Schedule (part 2 §7). This module holds call descriptions only: the contract exports it as `feeScheduleCalls`. */
export {};

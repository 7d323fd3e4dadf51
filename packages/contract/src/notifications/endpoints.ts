/** The notification calls: the bell and the administrator's screens (part 1 §7). This module holds call descriptions only: the contract exports it as `notificationCalls`. */
export {};

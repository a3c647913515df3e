/** A bad environment stops the start: the message is one French line naming the variable, never its value. */
export class ConfigError extends Error {}

/**
 * A bad environment stops the start: the message names every variable at fault, one French line each
 * (a single line when there is one), never its value.
 */
export class ConfigError extends Error {}

/**
 * What is wrong with the configuration, one problem a line: main.ts and the scripts print it and
 * exit. Its own module so the files that check settings at start-up (files/s3-probe.ts) need not
 * import config.ts, which imports them.
 */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

import pino from 'pino';

/**
 * The process's one logger. Its level comes from the configuration (`AppConfig.logLevel`, from LOG_LEVEL),
 * set by the composition root once the configuration is loaded (server/main.ts); until then, `info`.
 */
export const logger = pino({
  level: 'info',
  redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.registrationKey'],
});

export function setLogLevel(level: string) {
  logger.level = level;
}

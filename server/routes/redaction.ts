import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { redactSecrets, type SecretValues } from '../upstream/client/redact-secrets';

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The app's logger options with every line passed through `redactSecrets` before it is written:
 * a route's failure line quotes the provider's message, a bug's line its stack, and either may
 * quote the app key, the secret or a second-factor token (docs/security.md#what-never-leaves-the-bff).
 * Blanking the finished line covers every field pino writes, whoever logs it.
 */
export function redactedLogger(logger: LoggerOption, secrets: SecretValues | undefined): LoggerOption {
  if (logger === undefined || logger === false || secrets === undefined) return logger ?? false;
  const options = logger === true ? {} : logger;
  const out = options.stream ?? process.stdout;
  return {
    ...options,
    stream: {
      write(line: string) {
        out.write(redactSecrets(line, secrets()));
      },
    },
  };
}

/**
 * Every text answer (the JSON of `/api/*`) with the same values blanked out: a refusal the
 * provider worded, or its request id, is passed on to the browser and may quote one.
 */
export function registerAnswerRedaction(app: FastifyInstance, secrets: SecretValues | undefined): void {
  if (secrets === undefined) return;
  app.addHook('onSend', async (_request, _reply, payload) =>
    typeof payload === 'string' ? redactSecrets(payload, secrets()) : payload,
  );
}

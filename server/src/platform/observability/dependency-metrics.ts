import type { S3Client } from '@aws-sdk/client-s3';
import type { Command, Redis } from 'ioredis';
import type { Metrics } from './metrics.service.js';

/**
 * Times every command of the shared Redis connection by command name (ioredis's own names: a fixed
 * vocabulary, never a key), and counts failed commands and connection errors.
 */
export function instrumentRedis(redis: Redis, metrics: Metrics): Redis {
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = (command: Command, stream?: Parameters<Redis['sendCommand']>[1]) => {
    const labels = { command: command.name };
    const end = metrics.redisDuration.startTimer(labels);
    const result = send(command, stream);
    command.promise.then(
      () => end(),
      () => {
        end();
        metrics.redisErrors.inc(labels);
      },
    );
    return result;
  };
  redis.on('error', () => metrics.redisErrors.inc({ command: 'connection' }));
  return redis;
}

/** Times every S3 call by the SDK's command name (PutObject, GetObject...), and counts the failed ones. */
export function instrumentS3(client: S3Client, metrics: Metrics): S3Client {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const labels = { command: (context.commandName ?? 'unknown').replace(/Command$/, '') };
      const end = metrics.s3Duration.startTimer(labels);
      try {
        return await next(args);
      } catch (error) {
        metrics.s3Errors.inc(labels);
        throw error;
      } finally {
        end();
      }
    },
    { step: 'initialize', name: 'siteMetrics' },
  );
  return client;
}

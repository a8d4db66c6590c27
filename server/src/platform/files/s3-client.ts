import { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from 'src/platform/config/app.config.js';

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: several S3-compatible servers store the SDK's default
    // aws-chunked bodies as sent, so the bytes read back would not be the bytes uploaded.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Fail fast to the caller (a 503 to the admin) rather than hold the request for minutes.
    maxAttempts: 3,
  });
}

import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  contentTypeOf,
  StorageFullError,
  UPLOADS_URL_PREFIX,
  type FileStorage,
  type StorageState,
  type StoredFile,
} from './file-storage.js';

const STATE_TTL_MS = 2000;
/** Parts of a multipart upload; S3's minimum. Smaller files go up in one request. */
const PART_BYTES = 5 * 1024 * 1024;
/** What S3-compatible stores answer when out of room (MinIO's name, WebDAV's 507, a quota). */
const NO_ROOM = new Set(['XMinioStorageFull', 'QuotaExceeded', 'InsufficientStorage']);

interface S3Error {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

/**
 * Files in an S3-compatible bucket, under `prefix` (images under `uploads/`, the client's hashed
 * assets under `assets/`). An object appears whole or not at all (a single PUT, or a multipart
 * upload completed last and aborted on failure), so there is nothing half-written to serve.
 */
export class S3Storage implements FileStorage {
  private cachedState: { value: StorageState; at: number } | null = null;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
    /** Where browsers fetch objects directly (S3_PUBLIC_URL); null: through this server at /uploads. */
    private readonly publicBaseUrl: string | null,
    private readonly cacheControl = 'public, max-age=2592000, immutable',
  ) {}

  async put(key: string, content: Buffer): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: this.prefix + key,
        Body: content,
        ContentType: contentTypeOf(key),
        CacheControl: this.cacheControl,
      },
      partSize: PART_BYTES,
      queueSize: 2,
      // A failed multipart upload is aborted, so its parts do not linger in the bucket.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      const { name, $metadata } = error as S3Error;
      if (NO_ROOM.has(name ?? '') || $metadata?.httpStatusCode === 507) {
        this.cachedState = null;
        throw new StorageFullError(error);
      }
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
  }

  async removeFolder(folder: string): Promise<void> {
    const prefix = `${this.prefix}${folder}/`;
    // One listed page (at most 1000 keys) is one DeleteObjects request, S3's own batch size.
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: prefix })) {
      const objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (objects.length === 0) continue;
      const { Errors } = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }),
      );
      if (Errors?.length)
        throw new Error(`could not remove ${Errors.length} object(s) under ${prefix}: ${Errors[0].Message ?? Errors[0].Code}`);
    }
  }

  publicUrl(key: string): string {
    return this.publicBaseUrl ? `${this.publicBaseUrl}/${this.prefix}${key}` : UPLOADS_URL_PREFIX + key;
  }

  async read(key: string): Promise<StoredFile | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
      return {
        body: object.Body as Readable,
        contentType: object.ContentType || contentTypeOf(key),
        contentLength: object.ContentLength ?? 0,
        etag: object.ETag ?? '',
        lastModified: object.LastModified ?? new Date(0),
      };
    } catch (error) {
      const { name, $metadata } = error as S3Error;
      if (name === 'NoSuchKey' || $metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async *list(): AsyncIterable<string> {
    for await (const object of this.objects()) yield object.key;
  }

  async sweep(before: Date, isReferenced: (key: string) => boolean): Promise<string[]> {
    const removed: string[] = [];
    for await (const { key, lastModified } of this.objects()) {
      if (isReferenced(key) || lastModified >= before) continue;
      await this.remove(key);
      removed.push(key);
    }
    await this.abortUnfinishedUploads(before);
    return removed;
  }

  async state(): Promise<StorageState> {
    const now = Date.now();
    if (this.cachedState && now - this.cachedState.at < STATE_TTL_MS) return this.cachedState.value;
    let value: StorageState;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      value = 'ok';
    } catch {
      value = 'unwritable';
    }
    this.cachedState = { value, at: now };
    return value;
  }

  private async *objects(): AsyncIterable<{ key: string; lastModified: Date }> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: this.prefix })) {
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key.slice(this.prefix.length), lastModified: object.LastModified ?? new Date(0) };
      }
    }
  }

  /** Parts a crashed process left: invisible, but billed; the store may not list them at all. */
  private async abortUnfinishedUploads(before: Date): Promise<void> {
    let uploads;
    try {
      uploads = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: this.prefix }));
    } catch {
      return;
    }
    for (const upload of uploads.Uploads ?? []) {
      if (!upload.Key || !upload.UploadId || (upload.Initiated && upload.Initiated >= before)) continue;
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId }));
    }
  }
}

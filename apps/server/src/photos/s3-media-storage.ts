import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  assertMediaName,
  isPrivateMedia,
  MEDIA_CACHE_CONTROL,
  PRIVATE_MEDIA_CACHE_CONTROL,
  type MediaStorage,
  type TStoredMedia,
} from './media-storage';

export interface S3MediaOptions {
  bucket: string;
  region: string;
  /** MinIO, R2, …; undefined: Amazon S3. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string };
}

/** DeleteObjects takes at most 1,000 keys a call. */
const DELETE_BATCH = 1000;

/**
 * Objects in an S3-compatible bucket; browsers fetch them from the bucket's public address (cdn_prefix).
 * Objects under `private/` must not be readable by the public (the bucket policy publishes every other
 * prefix): the app reads them and hands them out through its signed addresses only.
 */
export class S3MediaStorage implements MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3MediaOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      ...(options.endpoint && {
        endpoint: options.endpoint,
        // Several S3-compatible services refuse the extra CRC checksums the SDK sends by default
        // since 3.729 (aws/aws-sdk-js-v3#6810); send them only where the API demands one.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    });
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    assertMediaName(name);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Body: bytes,
        ContentType: contentType,
        CacheControl: isPrivateMedia(name) ? PRIVATE_MEDIA_CACHE_CONTROL : MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async read(name: string): Promise<Buffer | null> {
    assertMediaName(name);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: name }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async remove(names: string[]): Promise<void> {
    names.forEach(assertMediaName);
    for (let start = 0; start < names.length; start += DELETE_BATCH) {
      const batch = names.slice(start, start + DELETE_BATCH);
      const result = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      // A missing key counts as deleted; anything in Errors (access denied, …) did not go.
      if (result.Errors?.length) {
        const first = result.Errors[0]!;
        throw new Error(`S3 kept ${result.Errors.length} object(s), e.g. ${first.Key}: ${first.Code} ${first.Message}`);
      }
    }
  }

  /** ListObjectsV2, a page of up to 1,000 keys at a time. */
  async *list(prefix: string): AsyncIterable<TStoredMedia> {
    assertMediaName(prefix.replace(/\/$/, ''));
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key && object.LastModified) yield { name: object.Key, modifiedAt: object.LastModified };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /** Closes the client's pooled connections. */
  destroy(): void {
    this.client.destroy();
  }
}

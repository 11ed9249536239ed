// The S3-compatible driver (AWS S3, MinIO, Cloudflare R2, Backblaze B2) through the official client. SPEC §3's
// buckets are folders of one bucket: `s3://bucket/prefix` stores deal-files/x at `prefix/deal-files/x`.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { STORAGE_CACHE_CONTROL_SECONDS } from '../../core/limits.js';
import { checkKey, contentDisposition, createUrlSigner, digestingStream, type Storage } from './storage.js';

export interface S3Settings {
  bucket: string;
  /** Folder inside the bucket ('' or ending in '/'). */
  prefix: string;
  /** Unset for AWS itself; http(s)://host:port for MinIO, R2, B2 and the like. */
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (MinIO, most self-hosted services) rather than in the host name. */
  forcePathStyle: boolean;
}

/** 'NotFound' (HEAD) and 'NoSuchKey' (GET) both mean: no such object. */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

export function createS3Storage(settings: S3Settings, secret: string): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: the default trailing CRC32 (aws-chunked bodies) is not spoken by
    // every S3-compatible service; integrity is checked end to end by SHA-256 where it matters (migration, backups).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const signer = createUrlSigner(secret);
  const objectKey = (bucket: string, key: string) => {
    checkKey(bucket, key);
    return `${settings.prefix}${bucket}/${key}`;
  };
  const cacheControl = `max-age=${STORAGE_CACHE_CONTROL_SECONDS}`;

  async function exists(bucket: string, key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** S3 overwrites by default: refuse like the local driver does ('wx'), and ask the service too (If-None-Match). */
  async function refuseOverwrite(bucket: string, key: string) {
    if (await exists(bucket, key)) {
      throw Object.assign(new Error(`Storage object ${bucket}/${key} already exists`), { code: 'EEXIST' });
    }
  }

  async function open(bucket: string, key: string): Promise<Readable> {
    const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
    return answer.Body as Readable;
  }

  return {
    kind: 's3',
    async put(bucket, key, bytes) {
      await refuseOverwrite(bucket, key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(bucket, key), Body: bytes, IfNoneMatch: '*', CacheControl: cacheControl }),
      );
    },
    async putStream(bucket, key, body) {
      await refuseOverwrite(bucket, key);
      const { stream, digest } = digestingStream();
      // Multipart upload of 5 MB parts, at most two in flight: memory stays bounded whatever the file's size.
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(bucket, key), Body: body.pipe(stream), CacheControl: cacheControl },
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
      });
      // A body that fails (refused past a limit, the sender gone; maybe already, while the HEAD above was answered)
      // never ends: the upload would wait for its last part forever. Its error ends the write instead, and the parts already sent are discarded (abort).
      const failed = new Promise<never>((_resolve, reject) => (body.errored ? reject(body.errored) : body.once('error', reject)));
      try {
        await Promise.race([upload.done(), failed]);
      } catch (error) {
        stream.destroy();
        await upload.abort().catch(() => undefined);
        throw error;
      }
      return digest();
    },
    async get(bucket, key) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    openStream: open,
    exists,
    async copy(from, to) {
      const source = objectKey(from.bucket, from.key).split('/').map(encodeURIComponent).join('/');
      await client.send(new CopyObjectCommand({ Bucket, Key: objectKey(to.bucket, to.key), CopySource: `${Bucket}/${source}` }));
    },
    async remove(bucket, key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
    },
    list(bucket, prefix = '') {
      checkKey(bucket, 'x');
      const folder = `${settings.prefix}${bucket}/`;
      return (async function* () {
        for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: folder + prefix })) {
          for (const object of page.Contents ?? []) {
            if (object.Key) yield { key: object.Key.slice(folder.length), bytes: object.Size ?? 0 };
          }
        }
      })();
    },
    signedUrl: signer.signedUrl,
    verify: signer.verify,
    directUrl(bucket, key, seconds, downloadName) {
      const command = new GetObjectCommand({
        Bucket,
        Key: objectKey(bucket, key),
        ResponseContentDisposition: contentDisposition('attachment', downloadName),
        ResponseContentType: 'application/octet-stream',
        ResponseCacheControl: 'private, max-age=0, no-store',
      });
      return getSignedUrl(client, command, { expiresIn: Math.max(1, seconds) });
    },
    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return true;
      } catch {
        return false;
      }
    },
  };
}

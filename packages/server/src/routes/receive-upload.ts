import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { QuoinError } from '@quoin/core';
import { UPLOAD_MAX_BYTES } from '@quoin/protocol';
import type { FastifyRequest } from 'fastify';

/** How many bytes of uploads the server keeps, per estimate and in all. */
export interface UploadQuota {
  perEstimateBytes: number;
  totalBytes: number;
}

export const DEFAULT_UPLOAD_QUOTA: UploadQuota = {
  perEstimateBytes: 500 * 1024 * 1024,
  totalBytes: 5 * 1024 * 1024 * 1024,
};

export interface ReceivedFile {
  path: string;
  sizeBytes: number;
  sha256: string;
  name?: string;
}

const mib = (bytes: number) => `${Math.floor(bytes / 1024 / 1024)} MB`;

function malformed(reason: string): QuoinError {
  return new QuoinError(
    'VALIDATION_FAILED',
    `The multipart body cannot be read (${reason}); send one file in a form field named "file".`,
    { field: 'file' },
  );
}

/** The error for passing a quota, with what to do: 413 for the estimate's, 507 for the server's. */
function quotaError(scope: 'estimate' | 'total', quota: UploadQuota): QuoinError {
  return scope === 'total'
    ? new QuoinError(
        'INSUFFICIENT_STORAGE',
        `The server's uploads would pass their quota of ${mib(quota.totalBytes)}; delete estimates with ` +
          'uploads you no longer need, or raise QUOIN_UPLOAD_TOTAL_QUOTA_MB.',
        { quotaBytes: quota.totalBytes },
      )
    : new QuoinError(
        'PAYLOAD_TOO_LARGE',
        `This estimate's uploads would pass their quota of ${mib(quota.perEstimateBytes)}; send a smaller ` +
          'copy, or raise QUOIN_UPLOAD_ESTIMATE_QUOTA_MB.',
        { quotaBytes: quota.perEstimateBytes },
      );
}

/** The store's refusal of an upload past a quota (it checks again when recording), told as quotaError tells it. */
export function withQuotaAdvice(error: unknown, quota: UploadQuota): unknown {
  const scope = (error as { details?: { scope?: unknown } } | undefined)?.details?.scope;
  return scope === 'estimate' || scope === 'total' ? quotaError(scope, quota) : error;
}

/** What the remaining quota allows, and the error for passing it (quotaError). */
export function quotaLimit(room: { estimateBytes: number; totalBytes: number }, quota: UploadQuota) {
  if (room.totalBytes < room.estimateBytes) {
    return { bytes: Math.max(0, room.totalBytes), error: () => quotaError('total', quota) };
  }
  return { bytes: Math.max(0, room.estimateBytes), error: () => quotaError('estimate', quota) };
}

/**
 * Streams the form's one file to `stagingPath` while hashing and counting it, so an upload never sits whole
 * in memory. Stops at the per-file limit or the quota room left; a malformed body is a 400 naming the field.
 */
export async function receiveUpload(
  request: FastifyRequest,
  stagingPath: string,
  room: ReturnType<typeof quotaLimit>,
): Promise<ReceivedFile> {
  if (!request.isMultipart()) {
    throw new QuoinError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the file as multipart/form-data in a field named "file".',
    );
  }
  let received: ReceivedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        throw malformed(received ? 'more than one file' : `the file is in field "${part.fieldname}"`);
      }
      received = await writePart(part.file, stagingPath, room);
      if (part.file.truncated) throw fileTooLarge();
      if (part.filename) received.name = part.filename;
    }
  } catch (error) {
    await rm(stagingPath, { force: true });
    throw translateUploadError(error);
  }
  if (!received) throw malformed('the form has no file');
  return received;
}

async function writePart(
  stream: NodeJS.ReadableStream,
  path: string,
  room: ReturnType<typeof quotaLimit>,
): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      if (sizeBytes > room.bytes) return callback(room.error());
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  await pipeline(stream, counter, createWriteStream(path, { flags: 'wx' }));
  return { path, sizeBytes, sha256: hash.digest('hex') };
}

function fileTooLarge(): QuoinError {
  return new QuoinError(
    'PAYLOAD_TOO_LARGE',
    `The file is over ${mib(UPLOAD_MAX_BYTES)}; send a smaller or compressed copy.`,
    { maxBytes: UPLOAD_MAX_BYTES },
  );
}

/** Errors of the multipart parser (busboy, the plugin) and of the disk, as the client should see them. */
function translateUploadError(error: unknown): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (error instanceof QuoinError) return error;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return new QuoinError('INSUFFICIENT_STORAGE', 'The server has no disk space left for uploads.', {});
  }
  if (typeof code === 'string' && code.startsWith('E') && !code.startsWith('FST')) return error;
  return malformed(typeof message === 'string' ? message : 'unreadable');
}

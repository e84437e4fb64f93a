import { createReadStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { QuoinError } from '@quoin/core';
import { UPLOAD_MEDIA_TYPES } from '@quoin/protocol';
import type { Upload } from '@quoin/store';
import { fileTypeFromFile } from 'file-type';
import { loadEstimate } from './estimate-routes.ts';
import { DEFAULT_UPLOAD_QUOTA, quotaLimit, receiveUpload, withQuotaAdvice } from './receive-upload.ts';
import { type HandlerFactory, REST_ACTOR } from './route-handler.ts';

type IdParams = { id: string };
type UploadParams = { id: string; uploadId: string };
const ALLOWED = new Set<string>(UPLOAD_MEDIA_TYPES);

/** A file name as shown back to people: no folders, no control characters, at most 200 characters. */
export function displayName(name: string | undefined): string | undefined {
  const base = name
    ?.split(/[\\/]/)
    .pop()
    ?.replace(/[\p{Cc}"]/gu, '')
    .trim();
  return base ? base.slice(0, 200) : undefined;
}

function view(upload: Upload) {
  const { id, estimateId, mediaType, sizeBytes, sha256, originalName, createdAt } = upload;
  return {
    id,
    ...(estimateId ? { estimateId } : {}),
    mediaType,
    sizeBytes,
    sha256,
    ...(originalName ? { originalName } : {}),
    createdAt,
  };
}

/** Upload, list and download an estimate's photos and drawings. */
export const uploadHandlers: HandlerFactory = (context) => ({
  async uploadFile({ params, request }, reply) {
    const { id } = params as IdParams;
    await loadEstimate(context, id);
    const quota = context.uploadQuota ?? DEFAULT_UPLOAD_QUOTA;
    const [estimateUsed, totalUsed] = await Promise.all([
      context.store.uploads.bytesUsed(id),
      context.store.uploads.bytesUsed(),
    ]);
    const room = quotaLimit(
      { estimateBytes: quota.perEstimateBytes - estimateUsed, totalBytes: quota.totalBytes - totalUsed },
      quota,
    );
    await mkdir(context.uploadsDir, { recursive: true });
    const staging = join(context.uploadsDir, `.incoming-${context.newId('upload')}`);
    const file = await receiveUpload(request, staging, room).catch((error: unknown) => {
      // The rest of the body may still be on its way: close the connection rather than wait to read it.
      reply.header('connection', 'close');
      throw error;
    });
    try {
      if (file.sizeBytes === 0) throw new QuoinError('INVALID_UPLOAD', 'The file is empty.');
      // The type comes from the bytes: a name or a Content-Type header is whatever the client says.
      const detected = await fileTypeFromFile(staging);
      if (!detected || !ALLOWED.has(detected.mime)) {
        throw new QuoinError(
          'UNSUPPORTED_MEDIA_TYPE',
          `The file's content is ${detected ? detected.mime : 'not a known type'}; send a JPEG, PNG, WebP or GIF photo, or a PDF.`,
          { detected: detected?.mime ?? null, allowed: [...ALLOWED] },
        );
      }
      const displayed = displayName(file.name);
      const upload = await context.store.uploads
        .recordUpload(
          {
            estimateId: id,
            sha256: file.sha256,
            mediaType: detected.mime,
            sizeBytes: file.sizeBytes,
            ...(displayed ? { originalName: displayed } : {}),
          },
          { actor: REST_ACTOR },
          quota,
        )
        .catch((error: unknown) => {
          throw withQuotaAdvice(error, quota);
        });
      await rename(staging, join(context.uploadsDir, upload.storageName));
      reply.code(201);
      return { upload: view(upload) };
    } catch (error) {
      await rm(staging, { force: true });
      throw error;
    }
  },

  async listUploads({ params }) {
    const { id } = params as IdParams;
    await loadEstimate(context, id);
    const uploads = await context.store.uploads.listUploads(id);
    return { uploads: uploads.map(view) };
  },

  async downloadUpload({ params }, reply) {
    const { id, uploadId } = params as UploadParams;
    const upload = await context.store.uploads.getUpload(uploadId);
    if (!upload || upload.estimateId !== id) {
      throw new QuoinError('NOT_FOUND', `No upload ${uploadId} on estimate ${id}.`, {
        kind: 'upload',
        id: uploadId,
      });
    }
    const fileName = encodeURIComponent(upload.originalName ?? upload.storageName);
    reply.header('content-type', upload.mediaType);
    reply.header('content-disposition', `inline; filename*=UTF-8''${fileName}`);
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(createReadStream(join(context.uploadsDir, upload.storageName)));
  },
});

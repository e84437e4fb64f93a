import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { QuoinError } from '@quoin/core';
import { UPLOAD_MAX_BYTES, UPLOAD_MEDIA_TYPES } from '@quoin/protocol';
import type { Upload } from '@quoin/store';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { loadEstimate } from './estimate-routes.ts';
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

/** The one file of a multipart request, with the size limit's error made readable. */
export async function readFilePart(request: FastifyRequest): Promise<{ bytes: Buffer; name?: string }> {
  if (!request.isMultipart()) {
    throw new QuoinError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the file as multipart/form-data in a field named "file".',
    );
  }
  // The size and count limits are the multipart plugin's (create-app).
  const part = await request.file();
  if (!part)
    throw new QuoinError('VALIDATION_FAILED', 'The form has no file; put it in a field named "file".');
  try {
    const bytes = await part.toBuffer();
    // When the limit falls on the last chunk, busboy ends the stream truncated and the plugin's error goes to the
    // next part instead of out of toBuffer: the flag is the only sign (the upload test sends 21 MB).
    if (part.file.truncated)
      throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    return { bytes, ...(part.filename ? { name: part.filename } : {}) };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new QuoinError(
        'PAYLOAD_TOO_LARGE',
        `The file is over ${UPLOAD_MAX_BYTES / 1024 / 1024} MB; send a smaller or compressed copy.`,
        {
          maxBytes: UPLOAD_MAX_BYTES,
        },
      );
    }
    throw error;
  }
}

/** Upload, list and download an estimate's photos and drawings. */
export const uploadHandlers: HandlerFactory = (context) => ({
  async uploadFile({ params, request }, reply) {
    const { id } = params as IdParams;
    await loadEstimate(context, id);
    const { bytes, name } = await readFilePart(request);
    if (bytes.length === 0) throw new QuoinError('INVALID_UPLOAD', 'The file is empty.');
    // The type comes from the bytes: a name or a Content-Type header is whatever the client says.
    const detected = await fileTypeFromBuffer(bytes);
    if (!detected || !ALLOWED.has(detected.mime)) {
      throw new QuoinError(
        'UNSUPPORTED_MEDIA_TYPE',
        `The file's content is ${detected ? detected.mime : 'not a known type'}; send a JPEG, PNG, WebP or GIF photo, or a PDF.`,
        { detected: detected?.mime ?? null, allowed: [...ALLOWED] },
      );
    }
    await mkdir(context.uploadsDir, { recursive: true });
    const staging = join(context.uploadsDir, `.incoming-${context.newId('upload')}`);
    await writeFile(staging, bytes);
    try {
      const displayed = displayName(name);
      const upload = await context.store.uploads.recordUpload(
        {
          estimateId: id,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          mediaType: detected.mime,
          sizeBytes: bytes.length,
          ...(displayed ? { originalName: displayed } : {}),
        },
        { actor: REST_ACTOR },
      );
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

import { QuoinError } from '@quoin/core';
import { UPLOAD_MAX_BYTES } from '@quoin/protocol';
import type { FastifyRequest } from 'fastify';

/** The one file of a multipart request in memory (a drawing set is parsed whole), with the size limit's error
 * made readable. Uploads kept as files stream to disk instead (receive-upload.ts). */
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

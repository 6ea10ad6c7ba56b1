import { requestMessages } from '@qone/domain/messages';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.js';
import { MAX_UPLOAD_MB } from '../external/multipart.js';

/** A file part of a multipart request, read into memory (the multipart plugin caps its size). */
export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** File parts of a multipart request body; their field names also appear in `body` so the contract can check them. */
    uploads: UploadedFile[] | null;
  }
}

/** What the contract says about an operation's request body. */
export interface BodyRule {
  required: boolean;
  mediaTypes: string[];
  /** `x-body-limit` in bytes. JSON bodies are held to it by the route's own limit while read; multipart here. */
  limit: number | undefined;
  /** `x-file-limit`: the largest file part in bytes (the multipart plugin's default when the contract says none). */
  fileLimit: number;
}

type OperationObject = {
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
  'x-file-limit'?: number;
};

export function bodyRule(
  document: Record<string, unknown>,
  path: string,
  method: string,
  limit: number | undefined,
): BodyRule | undefined {
  const paths = document.paths as Record<string, Record<string, OperationObject>>;
  const operation = paths[path]?.[method.toLowerCase()];
  const requestBody = operation?.requestBody;
  if (!requestBody?.content) return undefined;
  return {
    required: requestBody.required === true,
    mediaTypes: Object.keys(requestBody.content),
    limit,
    fileLimit: operation?.['x-file-limit'] ?? MAX_UPLOAD_MB * 1024 * 1024,
  };
}

/**
 * Fastify holds JSON and text bodies to the route's limit while reading them, before any hook of ours. The multipart
 * parser streams its parts past that limit, so a multipart body whose declared length is over the operation's
 * `x-body-limit` is refused here, first, as if the parser had (a chunked one stays within the per-file limit of
 * plugins/external/multipart.ts).
 */
export function assertWithinBodyLimit(req: FastifyRequest, rule: BodyRule | undefined): void {
  if (rule?.limit === undefined) return;
  if (Number(req.headers['content-length'] ?? 0) > rule.limit)
    throw new HttpError(413, requestMessages.tooLarge);
}

/**
 * Fastify validates a body only against the schema of the media type it arrived in: a body without a content type,
 * or in a type the contract does not list (text/plain, multipart on a JSON route), would reach the handler
 * unvalidated. So an operation's body must come in one of its contract's media types, and a required one must be
 * there. Multipart bodies are read here (before validation): fields and file names become `body`, which the
 * contract's schema then checks like any other body, and the bytes go to `req.uploads`.
 */
export async function admitRequestBody(req: FastifyRequest, rule: BodyRule | undefined): Promise<void> {
  req.uploads = [];
  if (!rule) return;
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!mediaType) {
    if (rule.required) throw new HttpError(400, requestMessages.bodyRequired);
    return;
  }
  if (!rule.mediaTypes.includes(mediaType)) throw new HttpError(415, requestMessages.unsupportedMediaType);
  if (mediaType === 'multipart/form-data') await readMultipart(req, rule.fileLimit);
}

async function readMultipart(req: FastifyRequest, fileLimit: number): Promise<void> {
  const body: Record<string, string> = Object.create(null);
  const uploads: UploadedFile[] = [];
  try {
    for await (const part of req.parts({ limits: { fileSize: fileLimit } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        uploads.push({
          fieldname: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          data,
        });
        body[part.fieldname] = part.filename || part.fieldname;
      } else {
        body[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, requestMessages.fileTooLarge(fileLimit / (1024 * 1024)));
    }
    if (status === 413) throw new HttpError(413, requestMessages.tooManyParts);
    // Busboy's own parse errors (no boundary, truncated form) carry no status: they are the client's fault.
    throw new HttpError(400, requestMessages.malformedMultipart);
  }
  req.uploads = uploads;
  req.body = { ...body };
}

import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export interface TMultipartForm {
  fields: Record<string, string>;
  file: Buffer | null;
}

const fileError = (field: string, message: string) => new AppError('invalid_input', { fields: { [field]: [message] } });

/**
 * Reads a multipart form: its text fields and its one file (the plugin allows a single file), which
 * must come in `fileField`. A body the parser cannot read (cut off, no boundary, a broken part header)
 * throws a plain Error from deep in the parser: that is the caller's input, 400 invalid_input at the
 * file field. The plugin's own refusals (too large, too many parts) keep their 4xx status.
 */
export async function readMultipartForm(req: FastifyRequest, fileField: string): Promise<TMultipartForm> {
  if (!req.isMultipart()) throw fileError(fileField, 'send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) throw fileError(part.fieldname, 'unexpected file');
        file = await part.toBuffer();
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw fileError(fileField, 'not a readable multipart form');
  }
  return { fields, file };
}

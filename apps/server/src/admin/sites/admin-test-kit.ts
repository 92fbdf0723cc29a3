import sharp from 'sharp';
import type { TestApp } from '../../test/test-app';

/** Helpers for the console's API tests (no tests here). */
export function staffClient(t: TestApp, cookie: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
}

/** A multipart body with text fields and at most one file. */
export function multipartBody(fields: Record<string, string>, file?: { field: string; name: string; bytes: Buffer }) {
  const boundary = `----admin${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function postMultipart(
  t: TestApp,
  cookie: string,
  url: string,
  fields: Record<string, string>,
  file?: { field: string; name: string; bytes: Buffer },
) {
  const body = multipartBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

export function pngPicture(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 60 } } })
    .png()
    .toBuffer();
}

/** The audit entries of an action (about one target), oldest first. */
export function auditEntries(t: TestApp, action: string, targetId?: string | number) {
  let query = t.db.selectFrom('audit_log').selectAll().where('action', '=', action);
  if (targetId !== undefined) query = query.where('target_id', '=', String(targetId));
  return query.orderBy('id').execute();
}

/** A fictional profile's fields as the console sends them (POST /api/admin/fictional.php with a site). */
export const LOTTE = {
  name: 'Lotte',
  date_of_birth: '1990-05-17',
  gender: 'female',
  sexuality: 'hetero',
  seeking: 'male',
  country: 'NL',
  region: 'NL-UT',
  city: 'Utrecht',
  about: 'Loves long walks by the Vecht.',
  interests: ['hiking', 'coffee', 'hiking'],
  hair_color: 'blond',
  eye_color: 'blue',
  body_type: 'slim',
  relationship_status: 'single',
};

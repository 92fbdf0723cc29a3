import { ZLoginBody } from '@app/shared';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadFailureStore } from '../loading-bar';
import { schemaResolver } from './schema-resolver';

const t = ((key: string) => key) as unknown as TFunction;
const options = { fields: {}, shouldUseNativeValidation: false } as const;
type TLogin = { email: string; password: string };

describe('schemaResolver with a schema loaded on the first check (issue 19: /login without zod)', () => {
  it('checks with the loaded schema, and loads it only when the form is first checked', async () => {
    let loads = 0;
    const resolver = schemaResolver<TLogin, TLogin>(async () => {
      loads += 1;
      return ZLoginBody;
    }, t);
    expect(loads).toBe(0);
    const refused = await resolver({ email: '', password: '' }, undefined, options);
    expect(Object.keys(refused.errors).sort()).toEqual(['email', 'password']);
    const accepted = await resolver({ email: 'kim@example.com', password: 'secret-1' }, undefined, options);
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toEqual({ email: 'kim@example.com', password: 'secret-1' });
    expect(loads).toBe(2);
  });

  it('keeps the form and says to try again when the schema cannot be loaded', async () => {
    const failuresBefore = loadFailureStore.get();
    const resolver = schemaResolver<TLogin, TLogin>(() => Promise.reject(new Error('chunk gone')), t);
    const result = await resolver({ email: 'kim@example.com', password: 'secret-1' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({ root: { server: { type: 'load', message: 'toasts.genericError' } } });
    expect(loadFailureStore.get()).toBe(failuresBefore + 1);
  });
});

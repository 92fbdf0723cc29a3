import type { TAdminSite } from '@app/shared';
import type { TFieldErrors } from './form-values';

/** A site being edited: number inputs may be empty (null) until the server names them. */
export type TSiteDraft = {
  [K in keyof TAdminSite]: TAdminSite[K] extends number ? number | null : TAdminSite[K];
};

export interface TSiteSectionProps {
  draft: TSiteDraft;
  set<K extends keyof TSiteDraft>(key: K, value: TSiteDraft[K]): void;
  fields: TFieldErrors;
}

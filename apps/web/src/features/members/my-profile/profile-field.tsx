import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProfileField } from '@app/shared';
import { useSettings } from '../../sites/sites.queries';
import type { TProfileDraft } from './profile-form-rules';
import { fieldVisibility } from './profile-visibility';
import { VisibilityBadge } from './visibility-badge';

/** What every section of the form gets: the draft, the errors to show, and a way to change fields. */
export interface TSectionProps {
  draft: TProfileDraft;
  errors: Partial<Record<TProfileField, string>>;
  onChange(patch: Partial<TProfileDraft>): void;
}

/** The id, validity and description attributes of a field's control. */
export interface TControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string;
}

export const fieldId = (field: TProfileField) => `profile-${field}`;

interface ProfileFieldProps {
  field: TProfileField;
  error: string | undefined;
  /** Shown under the control, e.g. a character counter. */
  help?: ReactNode;
  children(control: TControlProps): ReactNode;
}

/** A labelled field with its visibility mark, its error (named by aria-describedby) and optional help. */
export function ProfileField({ field, error, help, children }: ProfileFieldProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const id = fieldId(field);
  const describedBy = [`${id}-visibility`, help ? `${id}-help` : null, error ? `${id}-error` : null];
  return (
    <div className="mb-3">
      <label className="form-label fw-semibold" htmlFor={id}>
        {t(`profileOptions.fields.${field}`)}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy.filter(Boolean).join(' ') })}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {/* Under the control, not beside the label: a label never wraps, so neighbouring controls stay aligned. */}
      <div className="d-flex justify-content-between align-items-baseline gap-2 form-text">
        <VisibilityBadge id={`${id}-visibility`} visibility={fieldVisibility(field, settings)} />
        {help && <span id={`${id}-help`}>{help}</span>}
      </div>
    </div>
  );
}

/** A card holding one group of fields. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby={`${id}-title`}>
      <div className="card-body p-3 p-sm-4">
        <h2 id={`${id}-title`} className="h5 mb-3">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** Bootstrap's invalid state for a control with an error. */
export const invalid = (error: string | undefined) => (error ? ' is-invalid' : '');

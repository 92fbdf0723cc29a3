import type { Path } from 'react-hook-form';
import { fieldErrorOf } from '../../../lib/forms/field-props';
import type { TSiteDraft } from './site-draft';
import type { TSiteSectionProps } from './site-section-props';

/**
 * The server's refusals of texts kept per site language: it names a whole set of texts (`description`) when
 * it refuses one of them, so the message stands above that set's inputs.
 */
export function LanguageSetErrors({ form, keys }: TSiteSectionProps & { keys: readonly Path<TSiteDraft>[] }) {
  return keys.map((key) => {
    const message = fieldErrorOf(form, key);
    return (
      message && (
        <div key={key} className="col-12 invalid-feedback d-block">
          {message}
        </div>
      )
    );
  });
}

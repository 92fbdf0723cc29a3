import type { UseFormReturn } from 'react-hook-form';
import type { TSiteChanges, TSiteDraft } from './site-draft';

/** Each section of the site form binds its inputs to the one form. */
export interface TSiteSectionProps {
  form: UseFormReturn<TSiteDraft, unknown, TSiteChanges>;
}

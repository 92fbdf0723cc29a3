import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The confirmation after a report; takes the focus so it is announced in place of the form. */
export function ReportDone({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="text-center py-3">
      <div className="report-done-icon mx-auto mb-3" aria-hidden="true">
        <svg width="32" height="32" viewBox="0 0 16 16" focusable="false">
          <path fill="currentColor" d="M13.5 3.5 6 11 2.5 7.5 1 9l5 5 9-9z" />
        </svg>
      </div>
      <h2 ref={heading} tabIndex={-1} className="h5">
        {t('complaints.doneTitle')}
      </h2>
      <p className="text-body-secondary mx-auto mb-3" style={{ maxWidth: '30rem' }}>
        {t('complaints.doneText')}
      </p>
      {children}
    </div>
  );
}

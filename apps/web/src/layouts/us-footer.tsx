import { useEffect, useState } from 'react';

type UsTexts = typeof import('@app/shared/locales/en-US/us.json');

/** The US compliance footer: English only by law and by the spec, whatever the interface language. */
export function UsFooter() {
  const [texts, setTexts] = useState<UsTexts | null>(null);
  useEffect(() => {
    void import('@app/shared/locales/en-US/us.json').then((module) => setTexts(module.default));
  }, []);
  if (!texts) return null;
  return (
    <p className="small text-body-secondary mt-2 mb-0" lang="en-US" data-testid="us-footer">
      {texts.footer}
    </p>
  );
}

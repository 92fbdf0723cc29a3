import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, isLanguage } from '@app/shared';
import { FormSection } from './fields';
import { FormTextAreaField, FormTextField } from './form-fields';
import { LanguageSetErrors } from './language-set-errors';
import type { TSiteSectionProps } from './site-section-props';

const INDEX_TEXTS = ['index_title', 'description'] as const;

/**
 * The index page's title and description per site language (in its <title>, its description for search
 * engines and on the page itself); a language left empty reads the translation catalogue's.
 */
export function IndexTextsSection({ form }: TSiteSectionProps) {
  const { t } = useTranslation('console-sites');
  const languages = form.watch('languages');
  // A language just added to the site gets empty texts, so its inputs hold '' rather than nothing.
  useEffect(() => {
    for (const language of languages)
      for (const key of INDEX_TEXTS)
        if (form.getValues(`${key}.${language}`) === undefined) form.setValue(`${key}.${language}`, '');
  }, [form, languages]);
  return (
    <FormSection title={t('site.sections.searchEngines')} lead={t('site.sections.searchEnginesLead')}>
      <LanguageSetErrors form={form} keys={INDEX_TEXTS} />
      {languages.map((language) => (
        <fieldset key={language} className="col-12">
          <legend className="fs-6 fw-semibold">{isLanguage(language) ? LANGUAGE_NAMES[language] : language}</legend>
          <div className="row g-2">
            <FormTextField
              className="col-12 col-lg-5"
              label={t('site.fields.indexTitle')}
              form={form}
              name={`index_title.${language}`}
            />
            <FormTextAreaField
              className="col-12 col-lg-7"
              label={t('site.fields.description')}
              form={form}
              name={`description.${language}`}
            />
          </div>
        </fieldset>
      ))}
    </FormSection>
  );
}

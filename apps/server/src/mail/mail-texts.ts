import { DEFAULT_LANGUAGE, textNumber, type TLanguage } from '@app/shared';
import da from '@app/shared/locales/mail/da.json';
import de from '@app/shared/locales/mail/de.json';
import en from '@app/shared/locales/mail/en.json';
import es from '@app/shared/locales/mail/es.json';
import fi from '@app/shared/locales/mail/fi.json';
import fr from '@app/shared/locales/mail/fr.json';
import it from '@app/shared/locales/mail/it.json';
import nb from '@app/shared/locales/mail/nb.json';
import nl from '@app/shared/locales/mail/nl.json';
import pl from '@app/shared/locales/mail/pl.json';
import sv from '@app/shared/locales/mail/sv.json';

type MailCatalogue = typeof en;
const CATALOGUES: Record<TLanguage, MailCatalogue> = { da, de, en, es, fi, fr, it, nb, nl, pl, sv };

export type TMailTemplate = Exclude<keyof MailCatalogue, 'common'>;
type TemplateTexts<T extends TMailTemplate> = MailCatalogue[T];

/** Placeholders filled, numbers written the language's way (counts in reminders, credits). */
function fill(template: string, values: Record<string, string | number>, language: TLanguage): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(textNumber(values[name], language, name)) : match,
  );
}

/** The texts of one mail in one language, placeholders filled. */
export function mailTexts<T extends TMailTemplate>(
  language: TLanguage,
  template: T,
  values: Record<string, string | number>,
): { [K in keyof TemplateTexts<T>]: string } & { common: { [K in keyof MailCatalogue['common']]: string } } {
  const catalogue = CATALOGUES[language] ?? CATALOGUES[DEFAULT_LANGUAGE];
  const pick = (texts: Record<string, string>) =>
    Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, fill(text, values, language)]));
  return { ...pick(catalogue[template] as Record<string, string>), common: pick(catalogue.common) } as never;
}

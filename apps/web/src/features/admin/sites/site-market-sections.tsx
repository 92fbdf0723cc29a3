import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, COUNTRY_CURRENCIES, LANGUAGES, isCountry } from '@app/shared';
import { countryName } from '../../../lib/format';
import { fieldErrorOf } from '../../../lib/forms/field-props';
import { FormSection } from './fields';
import { FormChecklistField, FormNumberField, FormSelectField, FormSwitchField, FormTextField } from './form-fields';
import { numberOrNull } from './form-values';
import { countryOptions, languageOptions } from './options';
import type { TSiteSectionProps } from './site-section-props';

/** Interface languages, the countries served, the default country and currency, the entry warning. */
export function MarketSection({ form }: TSiteSectionProps) {
  const { t, i18n } = useTranslation('console-sites');
  const [countries, defaultCountry] = form.watch(['countries', 'default_country']);
  return (
    <FormSection title={t('site.sections.market')} lead={t('site.sections.marketLead')}>
      <FormChecklistField
        label={t('site.fields.languages')}
        form={form}
        name="languages"
        options={languageOptions(LANGUAGES)}
      />
      <FormChecklistField
        label={t('site.fields.countries')}
        form={form}
        name="countries"
        options={countryOptions(COUNTRIES, i18n.language)}
      />
      <FormSelectField
        className="col-12 col-md-6"
        label={t('site.fields.defaultCountry')}
        hint={t('site.hints.defaultCountry')}
        form={form}
        name="default_country"
        options={countryOptions(
          countries.includes(defaultCountry) ? countries : [defaultCountry, ...countries],
          i18n.language,
        )}
      />
      <FormTextField
        className="col-12 col-md-6"
        label={t('site.fields.currency')}
        hint={t('site.hints.currency')}
        form={form}
        name="currency"
        normalize={(value) => value.toUpperCase()}
        maxLength={3}
      />
      <FormSwitchField
        label={t('site.fields.entryPopup')}
        hint={t('site.hints.entryPopup')}
        form={form}
        name="enable_site_entry_popup"
      />
      <FormChecklistField
        label={t('site.fields.entryWarningCountries')}
        hint={t('site.hints.entryWarningCountries')}
        form={form}
        name="entry_warning_countries"
        options={countryOptions(COUNTRIES, i18n.language)}
      />
      <FormSwitchField label={t('site.fields.usFooter')} hint={t('site.hints.usFooter')} form={form} name="us_footer" />
    </FormSection>
  );
}

/** The least a message costs per country, in that country's currency; countries without one use the site's rule. */
export function MessageCostSection({ form }: TSiteSectionProps) {
  const { t } = useTranslation('console-sites');
  const [costs, countries, siteCurrency] = form.watch(['minimum_message_costs', 'countries', 'currency']);
  const rows = Object.entries(costs);
  const free = countries.filter((country) => !(country in costs));
  const write = (entries: typeof rows) =>
    form.setValue('minimum_message_costs', Object.fromEntries(entries), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  // A refusal of the server names the table as a whole; the form's own check names the cell.
  const tableError = fieldErrorOf(form, 'minimum_message_costs');
  const add = () => {
    const country = free[0];
    if (!country) return;
    const currency = isCountry(country) ? COUNTRY_CURRENCIES[country] : siteCurrency;
    write([...rows, [country, { costs: 1, currency }]]);
  };

  return (
    <FormSection title={t('site.sections.messageCosts')} lead={t('site.sections.messageCostsLead')}>
      <div className="col-12">
        {rows.length === 0 ? (
          <p className="text-body-secondary mb-2">{t('site.messageCosts.none')}</p>
        ) : (
          <div className="table-responsive site-admin-scroll" tabIndex={0}>
            <table className="table table-sm align-top mb-2 site-admin-costs">
              <thead>
                <tr>
                  <th scope="col">{t('site.messageCosts.country')}</th>
                  <th scope="col">{t('site.messageCosts.costs')}</th>
                  <th scope="col">{t('site.messageCosts.currency')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('common.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map(([country, entry], index) => (
                  <CostRow
                    key={index}
                    country={country}
                    entry={entry}
                    choices={[country, ...free]}
                    form={form}
                    onChange={(next, value) => write(rows.map((row, at) => (at === index ? [next, value] : row)))}
                    onRemove={() => write(rows.filter((_, at) => at !== index))}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {tableError && <div className="invalid-feedback d-block mb-2">{tableError}</div>}
        <button type="button" className="btn btn-outline-primary btn-sm" disabled={free.length === 0} onClick={add}>
          {t('site.messageCosts.add')}
        </button>
      </div>
    </FormSection>
  );
}

type TCost = { costs: number | null; currency: string };

/** One country's minimum cost: each input labelled with the country, its messages below it. */
function CostRow({
  country,
  entry,
  choices,
  form,
  onChange,
  onRemove,
}: {
  country: string;
  entry: TCost;
  choices: string[];
  form: TSiteSectionProps['form'];
  onChange(country: string, entry: TCost): void;
  onRemove(): void;
}) {
  const { t, i18n } = useTranslation('console-sites');
  const id = useId();
  const name = countryName(country, i18n.language);
  const messages = (message: string | undefined) => (message ? [message] : []);
  const own = messages(fieldErrorOf(form, `minimum_message_costs.${country}`));
  const cell = (key: 'costs' | 'currency') => messages(fieldErrorOf(form, `minimum_message_costs.${country}.${key}`));
  const feedback = (messages: string[], suffix: string) =>
    messages.length > 0 && (
      <div id={`${id}-${suffix}`} className="invalid-feedback d-block">
        {messages.join(' ')}
      </div>
    );
  const invalid = (messages: string[], suffix: string) =>
    messages.length > 0 ? { 'aria-invalid': true, 'aria-describedby': `${id}-${suffix}` } : {};
  return (
    <tr>
      <td>
        <select
          className={`form-select form-select-sm ${own.length ? 'is-invalid' : ''}`}
          aria-label={t('site.messageCosts.countryOf', { country: name })}
          value={country}
          onChange={(event) => onChange(event.target.value, entry)}
          {...invalid(own, 'country')}
        >
          {countryOptions(choices, i18n.language).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {feedback(own, 'country')}
      </td>
      <td>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className={`form-control form-control-sm ${cell('costs').length ? 'is-invalid' : ''}`}
          aria-label={t('site.messageCosts.costsOf', { country: name })}
          value={entry.costs ?? ''}
          onChange={(event) => onChange(country, { ...entry, costs: numberOrNull(event.target.value) })}
          {...invalid(cell('costs'), 'costs')}
        />
        {feedback(cell('costs'), 'costs')}
      </td>
      <td>
        <input
          className={`form-control form-control-sm ${cell('currency').length ? 'is-invalid' : ''}`}
          aria-label={t('site.messageCosts.currencyOf', { country: name })}
          maxLength={3}
          value={entry.currency}
          onChange={(event) => onChange(country, { ...entry, currency: event.target.value.toUpperCase() })}
          {...invalid(cell('currency'), 'currency')}
        />
        {feedback(cell('currency'), 'currency')}
      </td>
      <td className="text-end">
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          aria-label={t('site.messageCosts.removeFor', { country: name })}
          onClick={onRemove}
        >
          {t('site.messageCosts.remove')}
        </button>
      </td>
    </tr>
  );
}

/** What members pay in credits and get for free, how long messages may be, refunds and resale. */
export function CreditSection({ form }: TSiteSectionProps) {
  const { t } = useTranslation('console-sites');
  const number = (
    key: 'message_credits' | 'photo_credits' | 'gift_credits' | 'signup_credits' | 'message_length' | 'refund_days',
    label: string,
    hint?: string,
  ) => <FormNumberField label={label} hint={hint} min={0} form={form} name={key} />;
  return (
    <FormSection title={t('site.sections.credits')} lead={t('site.sections.creditsLead')}>
      {number('message_credits', t('site.fields.messageCredits'))}
      {number('photo_credits', t('site.fields.photoCredits'))}
      {number('gift_credits', t('site.fields.giftCredits'), t('site.hints.giftCredits'))}
      {number('signup_credits', t('site.fields.signupCredits'))}
      {number('message_length', t('site.fields.messageLength'), t('site.hints.messageLength'))}
      {number('refund_days', t('site.fields.refundDays'), t('site.hints.refundDays'))}
      <FormSwitchField
        label={t('site.fields.memberResell')}
        hint={t('site.hints.memberResell')}
        form={form}
        name="member_resell"
      />
    </FormSection>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, COUNTRY_CURRENCIES, LANGUAGES, isCountry } from '@app/shared';
import { countryName } from '../../../lib/format';
import { ChecklistField, FormSection, NumberField, SelectField, SwitchField, TextField } from './fields';
import { errorsFor, numberOrNull, type TFieldErrors } from './form-values';
import { countryOptions, languageOptions } from './options';
import type { TSiteSectionProps } from './site-section-props';

/** Interface languages, the countries served, the default country and currency, the entry warning. */
export function MarketSection({ draft, set, fields }: TSiteSectionProps) {
  const { t, i18n } = useTranslation('console-sites');
  return (
    <FormSection title={t('site.sections.market')} lead={t('site.sections.marketLead')}>
      <ChecklistField
        label={t('site.fields.languages')}
        value={draft.languages}
        onChange={(value) => set('languages', value)}
        options={languageOptions(LANGUAGES)}
        errors={errorsFor(fields, 'languages')}
      />
      <ChecklistField
        label={t('site.fields.countries')}
        value={draft.countries}
        onChange={(value) => set('countries', value)}
        options={countryOptions(COUNTRIES, i18n.language)}
        errors={errorsFor(fields, 'countries')}
      />
      <SelectField
        className="col-12 col-md-6"
        label={t('site.fields.defaultCountry')}
        hint={t('site.hints.defaultCountry')}
        value={draft.default_country}
        onChange={(value) => set('default_country', value)}
        options={countryOptions(
          draft.countries.includes(draft.default_country)
            ? draft.countries
            : [draft.default_country, ...draft.countries],
          i18n.language,
        )}
        errors={errorsFor(fields, 'default_country')}
      />
      <TextField
        className="col-12 col-md-6"
        label={t('site.fields.currency')}
        hint={t('site.hints.currency')}
        value={draft.currency}
        onChange={(value) => set('currency', value.toUpperCase())}
        errors={errorsFor(fields, 'currency')}
        maxLength={3}
      />
      <SwitchField
        label={t('site.fields.entryPopup')}
        hint={t('site.hints.entryPopup')}
        checked={draft.enable_site_entry_popup}
        onChange={(value) => set('enable_site_entry_popup', value)}
        errors={errorsFor(fields, 'enable_site_entry_popup')}
      />
      <ChecklistField
        label={t('site.fields.entryWarningCountries')}
        hint={t('site.hints.entryWarningCountries')}
        value={draft.entry_warning_countries}
        onChange={(value) => set('entry_warning_countries', value)}
        options={countryOptions(COUNTRIES, i18n.language)}
        errors={errorsFor(fields, 'entry_warning_countries')}
      />
      <SwitchField
        label={t('site.fields.usFooter')}
        hint={t('site.hints.usFooter')}
        checked={draft.us_footer}
        onChange={(value) => set('us_footer', value)}
        errors={errorsFor(fields, 'us_footer')}
      />
    </FormSection>
  );
}

/** The least a message costs per country, in that country's currency; countries without one use the site's rule. */
export function MessageCostSection({ draft, set, fields }: TSiteSectionProps) {
  const { t } = useTranslation('console-sites');
  const rows = Object.entries(draft.minimum_message_costs);
  const free = draft.countries.filter((country) => !(country in draft.minimum_message_costs));
  const write = (entries: typeof rows) => set('minimum_message_costs', Object.fromEntries(entries));
  const add = () => {
    const country = free[0];
    if (!country) return;
    const currency = isCountry(country) ? COUNTRY_CURRENCIES[country] : draft.currency;
    write([...rows, [country, { costs: 1, currency }]]);
  };

  return (
    <FormSection title={t('site.sections.messageCosts')} lead={t('site.sections.messageCostsLead')}>
      <div className="col-12">
        {rows.length === 0 ? (
          <p className="text-body-secondary mb-2">{t('site.messageCosts.none')}</p>
        ) : (
          <div className="table-responsive site-admin-scroll">
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
                    fields={fields}
                    onChange={(next, value) => write(rows.map((row, at) => (at === index ? [next, value] : row)))}
                    onRemove={() => write(rows.filter((_, at) => at !== index))}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <button type="button" className="btn btn-outline-primary btn-sm" disabled={free.length === 0} onClick={add}>
          {t('site.messageCosts.add')}
        </button>
      </div>
    </FormSection>
  );
}

type TCost = { costs: number; currency: string };

/** One country's minimum cost: each input labelled with the country, its messages below it. */
function CostRow({
  country,
  entry,
  choices,
  fields,
  onChange,
  onRemove,
}: {
  country: string;
  entry: TCost;
  choices: string[];
  fields: TFieldErrors;
  onChange(country: string, entry: TCost): void;
  onRemove(): void;
}) {
  const { t, i18n } = useTranslation('console-sites');
  const id = useId();
  const name = countryName(country, i18n.language);
  const path = `minimum_message_costs.${country}`;
  const own = fields[path] ?? [];
  const cell = (key: 'costs' | 'currency') => fields[`${path}.${key}`] ?? [];
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
          onChange={(event) => onChange(country, { ...entry, costs: numberOrNull(event.target.value) as number })}
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
export function CreditSection({ draft, set, fields }: TSiteSectionProps) {
  const { t } = useTranslation('console-sites');
  const number = (
    key: 'message_credits' | 'photo_credits' | 'gift_credits' | 'signup_credits' | 'message_length' | 'refund_days',
    label: string,
    hint?: string,
  ) => (
    <NumberField
      label={label}
      hint={hint}
      min={0}
      value={draft[key]}
      onChange={(value) => set(key, value)}
      errors={errorsFor(fields, key)}
    />
  );
  return (
    <FormSection title={t('site.sections.credits')} lead={t('site.sections.creditsLead')}>
      {number('message_credits', t('site.fields.messageCredits'))}
      {number('photo_credits', t('site.fields.photoCredits'))}
      {number('gift_credits', t('site.fields.giftCredits'), t('site.hints.giftCredits'))}
      {number('signup_credits', t('site.fields.signupCredits'))}
      {number('message_length', t('site.fields.messageLength'), t('site.hints.messageLength'))}
      {number('refund_days', t('site.fields.refundDays'), t('site.hints.refundDays'))}
      <SwitchField
        label={t('site.fields.memberResell')}
        hint={t('site.hints.memberResell')}
        checked={draft.member_resell}
        onChange={(value) => set('member_resell', value)}
        errors={errorsFor(fields, 'member_resell')}
      />
    </FormSection>
  );
}

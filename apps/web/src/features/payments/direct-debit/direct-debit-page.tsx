import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { normaliseIban, type TPackage, type TPackagesResponse } from '@app/shared';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { MemberOnly } from '../../auth/member-only';
import { useDiscountCode, usePackages } from '../../credits/credits.queries';
import { LoadFailed } from '../../credits/load-failed';
import { OrderSummary } from '../../credits/order-summary';
import { orderSummary } from '../../credits/order-summary-rules';
import { useCompany, useSettings } from '../../sites/sites.queries';
import { useConfirmDirectDebit, useStartDirectDebit } from '../payments.queries';
import { MandateForm } from './mandate-form';
import { EMPTY_MANDATE, mandateErrorPlace, mandateProblems, type TMandateField } from './mandate-rules';
import { SmsCodeStep } from './sms-code-step';
import { pathTo } from '../../../routes';

const message = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 ? error.message : fallback;

/** Blocked, over the limit or not offered: explained, with the way to another method (spec point 5). */
function ChooseAnother({ text, packageId }: { text: string; packageId: number }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-warning" role="alert" data-testid="direct-debit-refused">
      <p className="mb-2">{text}</p>
      <Link className="btn btn-sm btn-primary" to={pathTo('credits-id-paymentmethod', { id: packageId })}>
        {t('payments.directDebit.otherMethod')}
      </Link>
    </div>
  );
}

function DirectDebit({ pack, data, code }: { pack: TPackage; data: TPackagesResponse; code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  const company = useCompany();
  const discount = useDiscountCode(code);
  const start = useStartDirectDebit();
  const confirm = useConfirmDirectDebit();
  const [draft, setDraft] = useState(EMPTY_MANDATE);
  const [errors, setErrors] = useState<Partial<Record<TMandateField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [mandate, setMandate] = useState<{ id: string; phone_hint: string } | null>(null);
  const summary = orderSummary(pack, 'sepa_debit', discount.data ?? null);

  if (!data.methods.includes('sepa_debit'))
    return <ChooseAnother text={t('errors.method_not_available')} packageId={pack.id} />;
  if (refusal) return <ChooseAnother text={refusal} packageId={pack.id} />;

  function place(error: unknown) {
    const api = error instanceof ApiError ? error : null;
    const where = api ? mandateErrorPlace(api.code, api.body.fields) : { place: 'general' as const };
    if (where.place === 'blocked') setRefusal(message(error, t('payments.payFailed')));
    else if (where.place === 'code') setCodeError(message(error, t('payments.payFailed')));
    else if (where.place === 'fields')
      setErrors(
        Object.fromEntries(
          where.fields.map((field) => [
            field,
            api?.code === 'iban_invalid' ? api.message : t('payments.directDebit.errors.invalid'),
          ]),
        ),
      );
    else setGeneral(message(error, t('payments.payFailed')));
  }

  function submitDetails(event: FormEvent) {
    event.preventDefault();
    setGeneral(null);
    const problems = mandateProblems(draft);
    const found = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, t(`payments.directDebit.errors.${problem}`)]),
    );
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      requestAnimationFrame(() => document.getElementById(`dd-${first}`)?.focus());
      return;
    }
    start.mutate(
      {
        ...draft,
        iban: normaliseIban(draft.iban),
        consent: true,
        package: pack.id,
        ...(code.trim() && { discount_code: code.trim() }),
      },
      { onSuccess: (answer) => setMandate(answer.mandate), onError: place },
    );
  }

  const seller = company.data?.name ?? settings.name;
  const mandateText = t('payments.directDebit.mandate', { company: seller });

  return (
    <div className="row g-4">
      <div className="col-lg-7">
        <div className="card border-0 shadow-sm">
          <div className="card-body p-3 p-sm-4">
            {mandate ? (
              <SmsCodeStep
                mandate={mandate}
                busy={confirm.isPending}
                error={codeError}
                onEdit={() => setMandate(null)}
                onConfirm={(value) => {
                  setCodeError(null);
                  confirm.mutate(
                    { mandate: mandate.id, code: value },
                    {
                      onSuccess: ({ order }) => void navigate(pathTo('transactions', { id: order.id })),
                      onError: place,
                    },
                  );
                }}
              />
            ) : (
              <MandateForm
                draft={draft}
                errors={errors}
                general={general}
                mandateText={mandateText}
                busy={start.isPending}
                onChange={(patch) => {
                  setDraft((current) => ({ ...current, ...patch }));
                  setErrors((current) => {
                    const next = { ...current };
                    for (const key of Object.keys(patch) as TMandateField[]) delete next[key];
                    return next;
                  });
                }}
                onSubmit={submitDetails}
              />
            )}
          </div>
        </div>
      </div>
      <div className="col-lg-5">
        <OrderSummary pack={pack} summary={summary} code={discount.data?.code ?? null} />
        <p className="small text-body-secondary mt-3">
          {t('payments.directDebit.how')}{' '}
          <Link to={pathTo('credits-id-paymentmethod', { id: pack.id })}>{t('payments.directDebit.otherMethod')}</Link>
        </p>
      </div>
    </div>
  );
}

function DirectDebitLoader() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const packages = usePackages();
  if (packages.isError) return <LoadFailed onRetry={() => void packages.refetch()} />;
  if (!packages.data) return <div className="py-5" aria-busy="true" />;
  const pack = packages.data.packages.find((entry) => entry.id === Number(search.get('package')));
  if (!pack)
    return (
      <div className="alert alert-warning" role="alert">
        {t('payments.packageGone')} <Link to={pathTo('credits')}>{t('payments.choosePackage')}</Link>
      </div>
    );
  return <DirectDebit pack={pack} data={packages.data} code={search.get('code') ?? ''} />;
}

/** /directdebit?package={id}: a SEPA mandate confirmed by an SMS code (spec point 5). */
export function DirectDebitPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.directDebit'));
  return (
    <div className="container py-4" style={{ maxWidth: '64rem' }}>
      <h1 className="h2 mb-1">{t('screens.directDebit')}</h1>
      <p className="text-body-secondary mb-4">{t('payments.directDebit.intro')}</p>
      <MemberOnly>{() => <DirectDebitLoader />}</MemberOnly>
    </div>
  );
}

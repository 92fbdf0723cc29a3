import {
  ZAdminCode,
  ZAdminLogin,
  type TAdminCode,
  type TAdminLogin,
  type TAdminStaffMe,
  type TAdminStaffView,
  type TAdminTotpConfirmed,
  type TAdminTotpSecret,
} from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { FieldMessage } from '../../../lib/forms/field-message';
import { fieldProps } from '../../../lib/forms/field-props';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { FormOutcome, showRefusal } from '../sites/form-refusal';
import { consoleApi, errorMessage, staffMeKey } from '../console-api';
import { QrCode } from './qr-code';

/** Password, then the authenticator code; on the first login the authenticator is set up (QR and recovery codes). */
export function StaffLogin({ me }: { me: TAdminStaffMe }) {
  const { t } = useTranslation('console-shell');
  const [recovery, setRecovery] = useState<{ codes: string[]; staff: TAdminStaffView } | null>(null);
  const queryClient = useQueryClient();

  let step = <PasswordStep />;
  if (recovery)
    step = (
      <RecoveryCodes
        codes={recovery.codes}
        onDone={() =>
          queryClient.setQueryData<TAdminStaffMe>(staffMeKey, { staff: recovery.staff, second_factor: null })
        }
      />
    );
  else if (me.second_factor === 'code') step = <CodeStep />;
  else if (me.second_factor === 'setup') step = <SetupStep onConfirmed={setRecovery} />;

  return (
    <main className="console-login container py-5">
      <div className="card shadow-sm mx-auto" style={{ maxWidth: 460 }}>
        <div className="card-body p-4">
          <h1 className="h3 mb-3">{t('login.title')}</h1>
          {step}
        </div>
      </div>
    </main>
  );
}

function useSetMe() {
  const queryClient = useQueryClient();
  return (me: TAdminStaffMe) => queryClient.setQueryData(staffMeKey, me);
}

function PasswordStep() {
  const { t } = useTranslation('console-shell');
  const setMe = useSetMe();
  const form = useSchemaForm(ZAdminLogin, { defaultValues: { email: '', password: '' } });
  const login = useMutation({
    mutationFn: (body: TAdminLogin) => consoleApi<TAdminStaffMe>('/api/admin/login.php', { method: 'POST', body }),
    onSuccess: setMe,
    onError: (error) => showRefusal(error, form),
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit((body) => login.mutate(body))(event)} noValidate>
      <p className="text-body-secondary">{t('login.lead')}</p>
      <FormOutcome form={form} />
      <div className="mb-3">
        <label className="form-label" htmlFor="staff-email">
          {t('login.email')}
        </label>
        <input type="email" autoComplete="username" {...fieldProps(form, 'email', 'staff-email')} />
        <FieldMessage form={form} name="email" id="staff-email" />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="staff-password">
          {t('login.password')}
        </label>
        <input type="password" autoComplete="current-password" {...fieldProps(form, 'password', 'staff-password')} />
        <FieldMessage form={form} name="password" id="staff-password" />
      </div>
      <button type="submit" className="btn btn-primary w-100" disabled={login.isPending}>
        {t('login.submit')}
      </button>
    </form>
  );
}

/** The authenticator (or recovery) code, checked with the code calls' schema. */
function CodeField({ form, id }: { form: UseFormReturn<TAdminCode, unknown, TAdminCode>; id: string }) {
  const { t } = useTranslation('console-shell');
  // The step opens on its one field (autoFocus would only write the attribute on Preact, decision 032).
  useLayoutEffect(() => form.setFocus('code'), [form]);
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {t('login.code')}
      </label>
      <input
        autoComplete="one-time-code"
        inputMode="text"
        maxLength={20}
        {...fieldProps(form, 'code', id, 'form-control form-control-lg text-center font-monospace')}
      />
      <FieldMessage form={form} name="code" id={id} />
    </div>
  );
}

function StartOver() {
  const { t } = useTranslation('console-shell');
  const setMe = useSetMe();
  const logout = useMutation({
    mutationFn: () => consoleApi('/api/admin/logout.php', { method: 'POST', body: {} }),
    onSettled: () => setMe({ staff: null, second_factor: null }),
  });
  return (
    <button type="button" className="btn btn-link w-100 mt-2" onClick={() => logout.mutate()}>
      {t('login.startOver')}
    </button>
  );
}

function CodeStep() {
  const { t } = useTranslation('console-shell');
  const setMe = useSetMe();
  const form = useSchemaForm(ZAdminCode, { defaultValues: { code: '' } });
  const verify = useMutation({
    mutationFn: (body: TAdminCode) =>
      consoleApi<TAdminStaffMe>('/api/admin/second-factor.php', { method: 'POST', body }),
    onSuccess: setMe,
    onError: (error) => showRefusal(error, form),
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit((body) => verify.mutate(body))(event)} noValidate>
      <h2 className="h5">{t('login.codeTitle')}</h2>
      <p className="text-body-secondary">{t('login.codeLead')}</p>
      <FormOutcome form={form} />
      <CodeField form={form} id="staff-code" />
      <button type="submit" className="btn btn-primary w-100" disabled={verify.isPending}>
        {t('login.verify')}
      </button>
      <StartOver />
    </form>
  );
}

function SetupStep({ onConfirmed }: { onConfirmed(result: { codes: string[]; staff: TAdminStaffView }): void }) {
  const { t } = useTranslation('console-shell');
  const [secret, setSecret] = useState<{ secret: string; otpauth: string } | null>(null);
  const start = useMutation({
    mutationFn: () => consoleApi<TAdminTotpSecret>('/api/admin/totp-setup.php', { method: 'POST' }),
    onSuccess: setSecret,
  });
  const form = useSchemaForm(ZAdminCode, { defaultValues: { code: '' } });
  const confirm = useMutation({
    mutationFn: (body: TAdminCode) =>
      consoleApi<TAdminTotpConfirmed>('/api/admin/totp-setup.php', { method: 'PUT', body }),
    onSuccess: (answer) => onConfirmed({ codes: answer.recovery_codes, staff: answer.staff }),
    onError: (error) => showRefusal(error, form),
  });
  // One new secret per visit of this step (a second request would replace the scanned one).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate();
  }, [start]);
  return (
    <form onSubmit={(event) => void form.handleSubmit((body) => confirm.mutate(body))(event)} noValidate>
      <h2 className="h5">{t('login.setupTitle')}</h2>
      <p className="text-body-secondary">{t('login.setupLead')}</p>
      {start.error && <div className="alert alert-danger">{errorMessage(start.error)}</div>}
      {secret && (
        <>
          <QrCode value={secret.otpauth} label={t('login.qrLabel')} />
          <p className="small mt-2 mb-1">{t('login.setupSecret')}</p>
          <p>
            <code className="console-secret" data-testid="totp-secret">
              {secret.secret}
            </code>
          </p>
        </>
      )}
      <FormOutcome form={form} />
      <CodeField form={form} id="staff-setup-code" />
      <button type="submit" className="btn btn-primary w-100" disabled={!secret || confirm.isPending}>
        {t('login.confirm')}
      </button>
      <StartOver />
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation('console-shell');
  return (
    <div>
      <h2 className="h5">{t('login.recoveryTitle')}</h2>
      <p className="text-body-secondary">{t('login.recoveryLead')}</p>
      <ul className="console-recovery list-unstyled font-monospace row row-cols-2 g-1">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary w-100" onClick={onDone}>
        {t('login.recoveryDone')}
      </button>
    </div>
  );
}

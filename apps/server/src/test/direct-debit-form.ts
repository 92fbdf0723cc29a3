/** What a member types into the direct-debit form (a valid Dutch IBAN and address), and what `overrides` says. */
export function directDebitForm(packageId: number, accountHolder: string, overrides: object = {}) {
  return {
    package: packageId,
    account_holder: accountHolder,
    iban: 'NL91 ABNA 0417 1643 00',
    street: 'Damrak',
    house_number: '1',
    zip: '1012 LG',
    city: 'Amsterdam',
    phone: '+31 6 12345678',
    consent: true,
    ...overrides,
  };
}

// TEMPORARY until the about texts land.
const T = ['Hello there.'];
export const ABOUT_TEXTS: Record<'da' | 'de' | 'en' | 'es' | 'fi' | 'fr' | 'it' | 'nb' | 'nl' | 'pl' | 'sv', readonly string[]> = { da: T, de: T, en: T, es: T, fi: T, fr: T, it: T, nb: T, nl: T, pl: T, sv: T };

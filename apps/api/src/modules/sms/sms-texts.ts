/** Texts sent by SMS, per language (the site's four; others get the tenant's default). */
const ONE_TIME_CODE_TEXTS: Record<string, (site: string, code: string, minutes: number) => string> =
  {
    en: (site, code, minutes) =>
      `${site}: your verification code is ${code}. It expires in ${minutes} minutes.`,
    es: (site, code, minutes) =>
      `${site}: tu código de verificación es ${code}. Caduca en ${minutes} minutos.`,
    fr: (site, code, minutes) =>
      `${site} : votre code de vérification est ${code}. Il expire dans ${minutes} minutes.`,
    ar: (site, code, minutes) =>
      `${site}: رمز التحقق الخاص بك هو ${code}. تنتهي صلاحيته خلال ${minutes} دقائق.`,
  };

export function oneTimeCodeText(language: string, site: string, code: string, minutes: number) {
  const text = ONE_TIME_CODE_TEXTS[language] ?? ONE_TIME_CODE_TEXTS['en'];
  return text ? text(site, code, minutes) : code;
}

/**
 * E-mail templates by name and language. Names follow the spec ('Password Reset' is the
 * default reset template). A tenant may override a template in its settings
 * (`settings.emailTemplates[name][language] = { subject, text }`); otherwise these apply,
 * falling back to English.
 */
export interface EmailTemplate {
  subject: string;
  /** Plain text with {{placeholders}}. */
  text: string;
}

export type TemplateValues = Record<string, string>;

const DEFAULT_TEMPLATES: Record<string, Record<string, EmailTemplate>> = {
  'Password Reset': {
    en: {
      subject: 'Reset your {{site}} password',
      text: 'Hello {{name}},\n\nSomeone asked to reset the password of your {{site}} account. To choose a new password, open this link within 60 minutes:\n\n{{link}}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.\n\n{{site}}',
    },
    es: {
      subject: 'Restablezca su contraseña de {{site}}',
      text: 'Hola {{name}}:\n\nAlguien ha pedido restablecer la contraseña de su cuenta de {{site}}. Para elegir una nueva, abra este enlace en los próximos 60 minutos:\n\n{{link}}\n\nSi no lo ha pedido usted, ignore este correo; su contraseña no cambia.\n\n{{site}}',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe {{site}}',
      text: 'Bonjour {{name}},\n\nQuelqu’un a demandé la réinitialisation du mot de passe de votre compte {{site}}. Pour en choisir un nouveau, ouvrez ce lien dans les 60 minutes :\n\n{{link}}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message ; votre mot de passe reste inchangé.\n\n{{site}}',
    },
    ar: {
      subject: 'إعادة تعيين كلمة مرور {{site}}',
      text: 'مرحبًا {{name}}،\n\nطلب أحدهم إعادة تعيين كلمة مرور حسابك في {{site}}. لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال 60 دقيقة:\n\n{{link}}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة، ولن تتغير كلمة مرورك.\n\n{{site}}',
    },
  },
};

export const KNOWN_TEMPLATES = Object.keys(DEFAULT_TEMPLATES);

function overrideFrom(
  settings: Record<string, unknown>,
  name: string,
  language: string,
): EmailTemplate | null {
  const templates = settings['emailTemplates'];
  if (typeof templates !== 'object' || templates === null) return null;
  const byLanguage: unknown = Reflect.get(templates, name);
  if (typeof byLanguage !== 'object' || byLanguage === null) return null;
  const template: unknown = Reflect.get(byLanguage, language);
  if (typeof template !== 'object' || template === null) return null;
  const subject: unknown = Reflect.get(template, 'subject');
  const text: unknown = Reflect.get(template, 'text');
  return typeof subject === 'string' && typeof text === 'string' ? { subject, text } : null;
}

export function findTemplate(
  settings: Record<string, unknown>,
  name: string,
  language: string,
): EmailTemplate | null {
  return (
    overrideFrom(settings, name, language) ??
    DEFAULT_TEMPLATES[name]?.[language] ??
    overrideFrom(settings, name, 'en') ??
    DEFAULT_TEMPLATES[name]?.['en'] ??
    null
  );
}

export function render(text: string, values: TemplateValues): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

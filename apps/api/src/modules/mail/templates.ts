/**
 * E-mail templates by name and language. Names follow the spec ('Password Reset' is the
 * default reset template; 'Candidate Activation' and 'Welcome' end a flow; 'Job Alert' lists
 * new jobs with unsubscribe links); 'Continue your application' carries a save-and-resume link.
 * A tenant may override a template in its settings
 * (`settings.emailTemplates[name][language] = { subject, text }`); otherwise these apply,
 * falling back to English.
 */
import { PRIVACY_TEMPLATES } from './privacy-templates.js';

export interface EmailTemplate {
  subject: string;
  /** Plain text with {{placeholders}}. */
  text: string;
}

export type TemplateValues = Record<string, string>;

const DEFAULT_TEMPLATES: Record<string, Record<string, EmailTemplate>> = {
  ...PRIVACY_TEMPLATES,
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
  // Forgot password for an address without an account: the same work as with one (issue 19).
  'Password Reset Without Account': {
    en: {
      subject: 'Your {{site}} password reset request',
      text: 'Hello,\n\nSomeone asked to reset the password of a {{site}} account for this e-mail address, but no account uses it. If it was you, you may have signed up with another address; or you can create a profile on our career site:\n\n{{link}}\n\nIf you did not ask for this, ignore this e-mail.\n\n{{site}}',
    },
    es: {
      subject: 'Su solicitud de restablecer la contraseña de {{site}}',
      text: 'Hola:\n\nAlguien ha pedido restablecer la contraseña de una cuenta de {{site}} con esta dirección de correo, pero ninguna cuenta la usa. Si fue usted, quizá se registró con otra dirección; o puede crear un perfil en nuestro sitio de empleo:\n\n{{link}}\n\nSi no lo ha pedido usted, ignore este correo.\n\n{{site}}',
    },
    fr: {
      subject: 'Votre demande de réinitialisation du mot de passe {{site}}',
      text: 'Bonjour,\n\nQuelqu’un a demandé la réinitialisation du mot de passe d’un compte {{site}} pour cette adresse e-mail, mais aucun compte ne l’utilise. Si c’était vous, vous vous êtes peut-être inscrit(e) avec une autre adresse ; vous pouvez aussi créer un profil sur notre site carrières :\n\n{{link}}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.\n\n{{site}}',
    },
    ar: {
      subject: 'طلب إعادة تعيين كلمة مرور {{site}}',
      text: 'مرحبًا،\n\nطلب أحدهم إعادة تعيين كلمة مرور حساب في {{site}} لعنوان البريد الإلكتروني هذا، لكن لا يوجد حساب يستخدمه. إذا كنت أنت، فربما سجّلت بعنوان آخر، أو يمكنك إنشاء ملف شخصي في موقع الوظائف لدينا:\n\n{{link}}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة.\n\n{{site}}',
    },
  },
  'Candidate Activation': {
    en: {
      subject: 'Activate your {{site}} account',
      text: 'Hello {{name}},\n\nThank you for creating your profile on {{site}}. To activate your account, choose a password by opening this link within 3 days:\n\n{{link}}\n\nThen you can sign in and follow your applications. If you did not create this profile, ignore this e-mail.\n\n{{site}}',
    },
    es: {
      subject: 'Active su cuenta de {{site}}',
      text: 'Hola {{name}}:\n\nGracias por crear su perfil en {{site}}. Para activar su cuenta, elija una contraseña abriendo este enlace en los próximos 3 días:\n\n{{link}}\n\nDespués podrá iniciar sesión y seguir sus candidaturas. Si no ha creado este perfil, ignore este correo.\n\n{{site}}',
    },
    fr: {
      subject: 'Activez votre compte {{site}}',
      text: 'Bonjour {{name}},\n\nMerci d’avoir créé votre profil sur {{site}}. Pour activer votre compte, choisissez un mot de passe en ouvrant ce lien dans les 3 jours :\n\n{{link}}\n\nVous pourrez ensuite vous connecter et suivre vos candidatures. Si vous n’avez pas créé ce profil, ignorez ce message.\n\n{{site}}',
    },
    ar: {
      subject: 'فعّل حسابك في {{site}}',
      text: 'مرحبًا {{name}}،\n\nشكرًا لإنشاء ملفك الشخصي في {{site}}. لتفعيل حسابك، اختر كلمة مرور بفتح هذا الرابط خلال 3 أيام:\n\n{{link}}\n\nبعد ذلك يمكنك تسجيل الدخول ومتابعة طلباتك. إذا لم تنشئ هذا الملف فتجاهل هذه الرسالة.\n\n{{site}}',
    },
  },
  Welcome: {
    en: {
      subject: 'Welcome to {{site}}',
      text: 'Hello {{name}},\n\nThank you for creating your profile on {{site}}. We will keep you informed about your applications and new opportunities.\n\nYou can see our open positions at any time here:\n\n{{link}}\n\n{{site}}',
    },
    es: {
      subject: 'Le damos la bienvenida a {{site}}',
      text: 'Hola {{name}}:\n\nGracias por crear su perfil en {{site}}. Le informaremos de sus candidaturas y de nuevas oportunidades.\n\nPuede consultar nuestras ofertas abiertas en cualquier momento aquí:\n\n{{link}}\n\n{{site}}',
    },
    fr: {
      subject: 'Bienvenue sur {{site}}',
      text: 'Bonjour {{name}},\n\nMerci d’avoir créé votre profil sur {{site}}. Nous vous informerons de vos candidatures et des nouvelles opportunités.\n\nVous pouvez consulter nos offres à tout moment ici :\n\n{{link}}\n\n{{site}}',
    },
    ar: {
      subject: 'مرحبًا بك في {{site}}',
      text: 'مرحبًا {{name}}،\n\nشكرًا لإنشاء ملفك الشخصي في {{site}}. سنبقيك على اطلاع بطلباتك وبالفرص الجديدة.\n\nيمكنك الاطلاع على وظائفنا الشاغرة في أي وقت من هنا:\n\n{{link}}\n\n{{site}}',
    },
  },
  'Continue your application': {
    en: {
      subject: 'Continue your application on {{site}}',
      text: 'Hello,\n\nYou asked for a link to continue your application on {{site}}. Open it on the device you want to use within {{hours}} hours; it works once:\n\n{{link}}\n\nYour answers so far are waiting there. If you did not ask for this, ignore this e-mail.\n\n{{site}}',
    },
    es: {
      subject: 'Continúe su candidatura en {{site}}',
      text: 'Hola:\n\nHa pedido un enlace para continuar su candidatura en {{site}}. Ábralo en el dispositivo que quiera usar en las próximas {{hours}} horas; solo funciona una vez:\n\n{{link}}\n\nAllí le esperan las respuestas que ya ha dado. Si no lo ha pedido usted, ignore este correo.\n\n{{site}}',
    },
    fr: {
      subject: 'Poursuivez votre candidature sur {{site}}',
      text: 'Bonjour,\n\nVous avez demandé un lien pour poursuivre votre candidature sur {{site}}. Ouvrez-le sur l’appareil de votre choix dans les {{hours}} heures ; il ne fonctionne qu’une fois :\n\n{{link}}\n\nVos réponses vous y attendent. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.\n\n{{site}}',
    },
    ar: {
      subject: 'أكمل طلبك في {{site}}',
      text: 'مرحبًا،\n\nطلبت رابطًا لإكمال طلبك في {{site}}. افتحه على الجهاز الذي تريد استخدامه خلال {{hours}} ساعة، ويعمل مرة واحدة فقط:\n\n{{link}}\n\nستجد هناك الإجابات التي قدمتها حتى الآن. إذا لم تطلب ذلك فتجاهل هذه الرسالة.\n\n{{site}}',
    },
  },
  // Job alerts carry unsubscribe links; the sender adds the List-Unsubscribe headers.
  'Job Alert': {
    en: {
      subject: 'New jobs at {{site}}',
      text: 'Hello {{name}},\n\nHere are the newest jobs at {{site}}:\n\n{{jobs}}\n\nYou receive these e-mails because you subscribed to job alerts. To unsubscribe, open this link (no sign-in needed):\n\n{{unsubscribeLink}}\n\nTo stop all automatic job e-mails:\n\n{{actionLink}}\n\n{{site}}',
    },
    es: {
      subject: 'Nuevas ofertas en {{site}}',
      text: 'Hola {{name}}:\n\nEstas son las ofertas más recientes de {{site}}:\n\n{{jobs}}\n\nRecibe estos correos porque se suscribió a las alertas de empleo. Para darse de baja, abra este enlace (no hace falta iniciar sesión):\n\n{{unsubscribeLink}}\n\nPara dejar de recibir todos los correos automáticos de empleo:\n\n{{actionLink}}\n\n{{site}}',
    },
    fr: {
      subject: 'Nouvelles offres chez {{site}}',
      text: 'Bonjour {{name}},\n\nVoici les offres les plus récentes de {{site}} :\n\n{{jobs}}\n\nVous recevez ces messages car vous êtes abonné(e) aux alertes emploi. Pour vous désabonner, ouvrez ce lien (sans connexion) :\n\n{{unsubscribeLink}}\n\nPour ne plus recevoir aucun e-mail automatique d’offres :\n\n{{actionLink}}\n\n{{site}}',
    },
    ar: {
      subject: 'وظائف جديدة في {{site}}',
      text: 'مرحبًا {{name}}،\n\nإليك أحدث الوظائف في {{site}}:\n\n{{jobs}}\n\nتصلك هذه الرسائل لأنك اشتركت في تنبيهات الوظائف. لإلغاء الاشتراك افتح هذا الرابط (دون تسجيل الدخول):\n\n{{unsubscribeLink}}\n\nلإيقاف جميع رسائل الوظائف التلقائية:\n\n{{actionLink}}\n\n{{site}}',
    },
  },
};

/** Sent by forgot password to an address no account uses. */
export const NO_ACCOUNT_TEMPLATE = 'Password Reset Without Account';

/** Templates whose {{link}} sets a password: the forgot-password call may name these only. */
export const PASSWORD_LINK_TEMPLATES: readonly string[] = [
  'Password Reset',
  'Candidate Activation',
];

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

/**
 * E-mail templates by name and language. Names follow the spec ('Password Reset' is the
 * default reset template; 'Candidate Activation' and 'Welcome' end a flow; 'Job Alert' lists
 * new jobs with unsubscribe links); 'Continue your application' carries a save-and-resume link.
 * A tenant may override a template in its settings
 * (`settings.emailTemplates[name][language] = { subject, text }`); otherwise these apply,
 * falling back to English.
 */
import { EVENT_TEMPLATES } from './event-templates.js';
import { INTERVIEW_SLOT_TEMPLATES } from './interview-slot-templates.js';
import { OFFER_TEMPLATES } from './offer-templates.js';
import { ONBOARDING_TEMPLATES } from './onboarding-templates.js';
import { PRIVACY_TEMPLATES } from './privacy-templates.js';

export interface EmailTemplate {
  subject: string;
  /** Plain text with {{placeholders}}. */
  text: string;
}

export type TemplateValues = Record<string, string>;

const DEFAULT_TEMPLATES: Record<string, Record<string, EmailTemplate>> = {
  ...PRIVACY_TEMPLATES,
  ...INTERVIEW_SLOT_TEMPLATES,
  ...EVENT_TEMPLATES,
  ...OFFER_TEMPLATES,
  ...ONBOARDING_TEMPLATES,
  'Password Reset': {
    en: {
      subject: 'Reset your {{site}} password',
      text: 'Hello {{name}},\n\nSomeone asked to reset the password of your {{site}} account. To choose a new password, open this link within 60 minutes:\n\n{{link}}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.\n\n{{site}}',
    },
    es: {
      subject: 'Restablece tu contraseña de {{site}}',
      text: 'Hola {{name}}:\n\nAlguien ha pedido restablecer la contraseña de tu cuenta de {{site}}. Para elegir una nueva, abre este enlace en los próximos 60 minutos:\n\n{{link}}\n\nSi no lo has pedido tú, ignora este correo; tu contraseña no cambia.\n\n{{site}}',
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
      subject: 'Tu solicitud de restablecer la contraseña de {{site}}',
      text: 'Hola:\n\nAlguien ha pedido restablecer la contraseña de una cuenta de {{site}} con esta dirección de correo, pero ninguna cuenta la usa. Si fuiste tú, quizá te registraste con otra dirección; o puedes crear un perfil en nuestro sitio de empleo:\n\n{{link}}\n\nSi no lo has pedido tú, ignora este correo.\n\n{{site}}',
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
  // A social sign-in found this address's account: the owner confirms the link (decision 0028).
  'Connect Social Account': {
    en: {
      subject: 'Connect {{provider}} to your {{site}} account',
      text: 'Hello {{name}},\n\nSomeone signed in to {{site}} with a {{provider}} account that gives this e-mail address. To connect it to your {{site}} account, so you can sign in with {{provider}}, open this link within 30 minutes:\n\n{{link}}\n\nIf it was not you, ignore this e-mail; nothing is connected.\n\n{{site}}',
    },
    es: {
      subject: 'Conecta {{provider}} a tu cuenta de {{site}}',
      text: 'Hola {{name}}:\n\nAlguien ha iniciado sesión en {{site}} con una cuenta de {{provider}} que da esta dirección de correo. Para conectarla a tu cuenta de {{site}} y poder iniciar sesión con {{provider}}, abre este enlace en los próximos 30 minutos:\n\n{{link}}\n\nSi no fuiste tú, ignora este correo; no se conecta nada.\n\n{{site}}',
    },
    fr: {
      subject: 'Connectez {{provider}} à votre compte {{site}}',
      text: 'Bonjour {{name}},\n\nQuelqu’un s’est connecté à {{site}} avec un compte {{provider}} qui donne cette adresse e-mail. Pour le connecter à votre compte {{site}} et pouvoir vous connecter avec {{provider}}, ouvrez ce lien dans les 30 minutes :\n\n{{link}}\n\nSi ce n’était pas vous, ignorez ce message ; rien n’est connecté.\n\n{{site}}',
    },
    ar: {
      subject: 'اربط {{provider}} بحسابك في {{site}}',
      text: 'مرحبًا {{name}}،\n\nسجّل أحدهم الدخول إلى {{site}} بحساب {{provider}} يحمل عنوان البريد الإلكتروني هذا. لربطه بحسابك في {{site}} حتى تتمكن من تسجيل الدخول باستخدام {{provider}}، افتح هذا الرابط خلال 30 دقيقة:\n\n{{link}}\n\nإذا لم تكن أنت فتجاهل هذه الرسالة، ولن يُربط أي شيء.\n\n{{site}}',
    },
  },
  'Candidate Activation': {
    en: {
      subject: 'Activate your {{site}} account',
      text: 'Hello {{name}},\n\nThank you for creating your profile on {{site}}. To activate your account, choose a password by opening this link within 3 days:\n\n{{link}}\n\nThen you can sign in and follow your applications. If you did not create this profile, ignore this e-mail.\n\n{{site}}',
    },
    es: {
      subject: 'Activa tu cuenta de {{site}}',
      text: 'Hola {{name}}:\n\nGracias por crear tu perfil en {{site}}. Para activar tu cuenta, elige una contraseña abriendo este enlace en los próximos 3 días:\n\n{{link}}\n\nDespués podrás iniciar sesión y seguir tus candidaturas. Si no has creado este perfil, ignora este correo.\n\n{{site}}',
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
      subject: 'Te damos la bienvenida a {{site}}',
      text: 'Hola {{name}}:\n\nGracias por crear tu perfil en {{site}}. Te informaremos de tus candidaturas y de nuevas oportunidades.\n\nPuedes consultar nuestras ofertas abiertas en cualquier momento aquí:\n\n{{link}}\n\n{{site}}',
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
      subject: 'Continúa tu candidatura en {{site}}',
      text: 'Hola:\n\nHas pedido un enlace para continuar tu candidatura en {{site}}. Ábrelo en el dispositivo que quieras usar en las próximas {{hours}} horas; solo funciona una vez:\n\n{{link}}\n\nAllí te esperan las respuestas que ya has dado. Si no lo has pedido tú, ignora este correo.\n\n{{site}}',
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
  // Sent by staff with a status change (issue 20); {{stage}} is the stage's own name.
  'Application Status Update': {
    en: {
      subject: 'Your application for {{jobTitle}} at {{site}}',
      text: 'Hello {{name}},\n\nYour application for {{jobTitle}} has moved to the {{stage}} stage.\n\n{{nextStep}}\n\nYou can follow your application on your dashboard:\n\n{{link}}\n\n{{site}}',
    },
    es: {
      subject: 'Tu candidatura a {{jobTitle}} en {{site}}',
      text: 'Hola {{name}}:\n\nTu candidatura a {{jobTitle}} ha pasado a la etapa {{stage}}.\n\n{{nextStep}}\n\nPuedes seguir tu candidatura en tu panel:\n\n{{link}}\n\n{{site}}',
    },
    fr: {
      subject: 'Votre candidature au poste {{jobTitle}} chez {{site}}',
      text: 'Bonjour {{name}},\n\nVotre candidature au poste {{jobTitle}} est passée à l’étape {{stage}}.\n\n{{nextStep}}\n\nVous pouvez suivre votre candidature sur votre tableau de bord :\n\n{{link}}\n\n{{site}}',
    },
    ar: {
      subject: 'طلبك لوظيفة {{jobTitle}} في {{site}}',
      text: 'مرحبًا {{name}}،\n\nانتقل طلبك لوظيفة {{jobTitle}} إلى مرحلة {{stage}}.\n\n{{nextStep}}\n\nيمكنك متابعة طلبك من لوحة التحكم:\n\n{{link}}\n\n{{site}}',
    },
  },
  'Interview Invitation': {
    en: {
      subject: 'Interview invitation: {{jobTitle}} at {{site}}',
      text: 'Hello {{name}},\n\nThank you for applying for {{jobTitle}}. We would like to invite you to an interview with the hiring team.\n\nPlease reply to this e-mail with two or three times that suit you in the next few days. Your dashboard lists this to-do:\n\n{{link}}\n\n{{site}}',
    },
    es: {
      subject: 'Invitación a entrevista: {{jobTitle}} en {{site}}',
      text: 'Hola {{name}}:\n\nGracias por tu candidatura a {{jobTitle}}. Queremos invitarte a una entrevista con el equipo.\n\nResponde a este correo con dos o tres horarios que te vengan bien en los próximos días. Tu panel muestra esta tarea:\n\n{{link}}\n\n{{site}}',
    },
    fr: {
      subject: 'Invitation à un entretien : {{jobTitle}} chez {{site}}',
      text: 'Bonjour {{name}},\n\nMerci pour votre candidature au poste {{jobTitle}}. Nous souhaitons vous inviter à un entretien avec l’équipe.\n\nRépondez à ce message avec deux ou trois créneaux qui vous conviennent dans les prochains jours. Votre tableau de bord affiche cette tâche :\n\n{{link}}\n\n{{site}}',
    },
    ar: {
      subject: 'دعوة إلى مقابلة: {{jobTitle}} في {{site}}',
      text: 'مرحبًا {{name}}،\n\nشكرًا لتقدمك لوظيفة {{jobTitle}}. يسعدنا دعوتك إلى مقابلة مع فريق التوظيف.\n\nيرجى الرد على هذه الرسالة بموعدين أو ثلاثة تناسبك خلال الأيام القادمة. تعرض لوحة التحكم هذه المهمة:\n\n{{link}}\n\n{{site}}',
    },
  },
  // Job alerts carry unsubscribe links; the sender adds the List-Unsubscribe headers.
  // The double opt-in of a job-alert sign-up (decision 0027); {{link}} sets a password.
  'Job Alert Confirmation': {
    en: {
      subject: 'Confirm your job alerts from {{site}}',
      text: 'Hello,\n\nThank you for signing up for job alerts from {{site}}. To start receiving them, confirm your e-mail address by opening this link within 30 days:\n\n{{confirmLink}}\n\nWe will then e-mail you new jobs that match what you chose, each job once. Every alert has a link to unsubscribe.\n\nYou can also choose a password to sign in and see your profile (this link works for 3 days):\n\n{{link}}\n\nIf you did not sign up, ignore this e-mail: we will send you nothing.\n\n{{site}}',
    },
    es: {
      subject: 'Confirma tus alertas de empleo de {{site}}',
      text: 'Hola:\n\nGracias por suscribirte a las alertas de empleo de {{site}}. Para empezar a recibirlas, confirma tu dirección de correo abriendo este enlace en los próximos 30 días:\n\n{{confirmLink}}\n\nDespués te enviaremos las nuevas ofertas que encajen con lo que elegiste, cada oferta una sola vez. Cada alerta incluye un enlace para darte de baja.\n\nTambién puedes elegir una contraseña para iniciar sesión y ver tu perfil (este enlace funciona durante 3 días):\n\n{{link}}\n\nSi no te has suscrito, ignora este correo: no te enviaremos nada.\n\n{{site}}',
    },
    fr: {
      subject: 'Confirmez vos alertes emploi {{site}}',
      text: 'Bonjour,\n\nMerci de vous être inscrit(e) aux alertes emploi de {{site}}. Pour commencer à les recevoir, confirmez votre adresse e-mail en ouvrant ce lien dans les 30 jours :\n\n{{confirmLink}}\n\nNous vous enverrons ensuite les nouvelles offres correspondant à vos choix, chaque offre une seule fois. Chaque alerte contient un lien de désabonnement.\n\nVous pouvez aussi choisir un mot de passe pour vous connecter et voir votre profil (ce lien fonctionne 3 jours) :\n\n{{link}}\n\nSi vous ne vous êtes pas inscrit(e), ignorez ce message : nous ne vous enverrons rien.\n\n{{site}}',
    },
    ar: {
      subject: 'أكّد تنبيهات الوظائف من {{site}}',
      text: 'مرحبًا،\n\nشكرًا لاشتراكك في تنبيهات الوظائف من {{site}}. لبدء استلامها، أكّد عنوان بريدك الإلكتروني بفتح هذا الرابط خلال 30 يومًا:\n\n{{confirmLink}}\n\nبعد ذلك سنرسل إليك الوظائف الجديدة التي تطابق اختياراتك، كل وظيفة مرة واحدة. يحتوي كل تنبيه على رابط لإلغاء الاشتراك.\n\nيمكنك أيضًا اختيار كلمة مرور لتسجيل الدخول ورؤية ملفك الشخصي (يعمل هذا الرابط لمدة 3 أيام):\n\n{{link}}\n\nإذا لم تشترك، فتجاهل هذه الرسالة: لن نرسل إليك شيئًا.\n\n{{site}}',
    },
  },
  'Job Alert': {
    en: {
      subject: 'New jobs at {{site}}',
      text: 'Hello {{name}},\n\nHere are new jobs at {{site}} that match your job alert:\n\n{{jobs}}\n\nYou receive these e-mails because you subscribed to job alerts. To unsubscribe, open this link (no sign-in needed):\n\n{{unsubscribeLink}}\n\nTo stop all automatic job e-mails:\n\n{{actionLink}}\n\n{{site}}',
    },
    es: {
      subject: 'Nuevas ofertas en {{site}}',
      text: 'Hola {{name}}:\n\nEstas son las ofertas más recientes de {{site}}:\n\n{{jobs}}\n\nRecibes estos correos porque te suscribiste a las alertas de empleo. Para darte de baja, abre este enlace (no hace falta iniciar sesión):\n\n{{unsubscribeLink}}\n\nPara dejar de recibir todos los correos automáticos de empleo:\n\n{{actionLink}}\n\n{{site}}',
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

/** The names of the built-in templates (the ones a tenant may override). */
export const TEMPLATE_NAMES: readonly string[] = Object.keys(DEFAULT_TEMPLATES);

/** The built-in template of a name in a language, else its English one; null for no such name. */
export function defaultTemplate(name: string, language: string): EmailTemplate | null {
  return DEFAULT_TEMPLATES[name]?.[language] ?? DEFAULT_TEMPLATES[name]?.['en'] ?? null;
}

/** A tenant's own version of a template in a language, if any. */
export function templateOverride(
  settings: Record<string, unknown>,
  name: string,
  language: string,
): EmailTemplate | null {
  return overrideFrom(settings, name, language);
}

/** The {{variables}} a text uses, each once, in order of first use. */
export function variablesOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? ''))];
}

export function render(text: string, values: TemplateValues): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/** E-mails of the privacy centre (modules/privacy), kept apart from the spec's templates. */
import type { EmailTemplate } from './templates.js';

export const ERASURE_CONFIRMATION_TEMPLATE = 'Erasure Confirmation';

export const PRIVACY_TEMPLATES: Record<string, Record<string, EmailTemplate>> = {
  [ERASURE_CONFIRMATION_TEMPLATE]: {
    en: {
      subject: 'Confirm the erasure of your {{site}} data',
      text: 'Hello {{name}},\n\nYou asked us to erase your personal data held by {{site}}. To confirm, open this link within 24 hours and press the confirmation button:\n\n{{link}}\n\nErasure cannot be undone: your profile, records and answers are deleted and you will no longer be able to sign in. If you did not ask for this, ignore this e-mail and nothing changes.\n\n{{site}}',
    },
    es: {
      subject: 'Confirma el borrado de tus datos de {{site}}',
      text: 'Hola {{name}}:\n\nNos has pedido borrar los datos personales que {{site}} conserva sobre ti. Para confirmarlo, abre este enlace en las próximas 24 horas y pulsa el botón de confirmación:\n\n{{link}}\n\nEl borrado no se puede deshacer: se eliminan tu perfil, tus registros y tus respuestas, y ya no podrás iniciar sesión. Si no lo has pedido tú, ignora este correo y no cambiará nada.\n\n{{site}}',
    },
    fr: {
      subject: 'Confirmez l’effacement de vos données {{site}}',
      text: 'Bonjour {{name}},\n\nVous nous avez demandé d’effacer les données personnelles que {{site}} conserve à votre sujet. Pour confirmer, ouvrez ce lien dans les 24 heures et appuyez sur le bouton de confirmation :\n\n{{link}}\n\nL’effacement est définitif : votre profil, vos dossiers et vos réponses sont supprimés et vous ne pourrez plus vous connecter. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message et rien ne changera.\n\n{{site}}',
    },
    ar: {
      subject: 'أكّد محو بياناتك في {{site}}',
      text: 'مرحبًا {{name}}،\n\nطلبت منا محو بياناتك الشخصية المحفوظة لدى {{site}}. للتأكيد، افتح هذا الرابط خلال 24 ساعة واضغط زر التأكيد:\n\n{{link}}\n\nلا يمكن التراجع عن المحو: سيُحذف ملفك الشخصي وسجلاتك وإجاباتك ولن تتمكن من تسجيل الدخول بعد ذلك. إذا لم تطلب ذلك فتجاهل هذه الرسالة ولن يتغير شيء.\n\n{{site}}',
    },
  },
};

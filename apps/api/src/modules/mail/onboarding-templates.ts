/**
 * The e-mail that opens a hire's onboarding (modules/onboarding): sent when their offer is
 * accepted, with the link to the forms on the dashboard.
 */
import type { EmailTemplate } from './templates.js';

export const ONBOARDING_START_TEMPLATE = 'Onboarding Forms';

export const ONBOARDING_TEMPLATES: Record<string, Record<string, EmailTemplate>> = {
  [ONBOARDING_START_TEMPLATE]: {
    en: {
      subject: 'Welcome aboard: your onboarding forms at {{site}}',
      text: 'Hello {{name}},\n\nCongratulations on accepting our offer. Before your first day, please fill in your onboarding forms (tax withholding, emergency contacts, dependents, employment eligibility and your signature) by {{dueDate}}:\n\n{{link}}\n\nYou can save a form and come back to the others later.\n\n{{site}}',
    },
    es: {
      subject: 'Bienvenido: tus formularios de incorporación en {{site}}',
      text: 'Hola {{name}}:\n\nEnhorabuena por aceptar nuestra oferta. Antes de tu primer día, rellena tus formularios de incorporación (retención de impuestos, contactos de emergencia, dependientes, elegibilidad de empleo y tu firma) antes del {{dueDate}}:\n\n{{link}}\n\nPuedes guardar un formulario y volver más tarde a los demás.\n\n{{site}}',
    },
    fr: {
      subject: 'Bienvenue : vos formulaires d’intégration chez {{site}}',
      text: 'Bonjour {{name}},\n\nFélicitations pour avoir accepté notre offre. Avant votre premier jour, veuillez remplir vos formulaires d’intégration (retenue d’impôt, contacts d’urgence, personnes à charge, autorisation de travail et votre signature) avant le {{dueDate}} :\n\n{{link}}\n\nVous pouvez enregistrer un formulaire et revenir plus tard aux autres.\n\n{{site}}',
    },
    ar: {
      subject: 'مرحبًا بك: نماذج الانضمام في {{site}}',
      text: 'مرحبًا {{name}}،\n\nتهانينا على قبول عرضنا. قبل يومك الأول، يُرجى تعبئة نماذج الانضمام (الاستقطاع الضريبي وجهات الاتصال في الطوارئ والمُعالين وأهلية العمل وتوقيعك) قبل {{dueDate}}:\n\n{{link}}\n\nيمكنك حفظ نموذج والعودة إلى النماذج الأخرى لاحقًا.\n\n{{site}}',
    },
  },
};

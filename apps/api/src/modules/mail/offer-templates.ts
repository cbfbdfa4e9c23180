/**
 * E-mails of offers (modules/offers, decision 0049): to the approver whose turn it is, to the
 * recruiter who drafted the offer when an approver sends it back or the last one approves,
 * and to the candidate when the offer is extended and when they accept or decline it.
 */
import type { EmailTemplate } from './templates.js';

export const OFFER_APPROVAL_REQUEST_TEMPLATE = 'Offer Approval Request';
export const OFFER_RETURNED_TEMPLATE = 'Offer Returned to Draft';
export const OFFER_APPROVED_TEMPLATE = 'Offer Approved';
export const OFFER_EXTENDED_TEMPLATE = 'Offer Extended';
export const OFFER_ACCEPTED_TEMPLATE = 'Offer Accepted';
export const OFFER_DECLINED_TEMPLATE = 'Offer Declined';

export const OFFER_TEMPLATES: Record<string, Record<string, EmailTemplate>> = {
  [OFFER_APPROVAL_REQUEST_TEMPLATE]: {
    en: {
      subject: 'Offer to approve: {{candidateName}}, {{jobTitle}}',
      text: 'Hello {{name}},\n\nThe offer to {{candidateName}} for {{jobTitle}} is waiting for your approval. Read it and approve it or send it back with a comment:\n\n{{link}}\n\n{{site}}',
    },
    es: {
      subject: 'Oferta por aprobar: {{candidateName}}, {{jobTitle}}',
      text: 'Hola {{name}}:\n\nLa oferta a {{candidateName}} para {{jobTitle}} espera su aprobación. Léala y apruébela o devuélvala con un comentario:\n\n{{link}}\n\n{{site}}',
    },
    fr: {
      subject: 'Offre à approuver : {{candidateName}}, {{jobTitle}}',
      text: 'Bonjour {{name}},\n\nL’offre à {{candidateName}} pour le poste {{jobTitle}} attend votre approbation. Lisez-la, puis approuvez-la ou renvoyez-la avec un commentaire :\n\n{{link}}\n\n{{site}}',
    },
    ar: {
      subject: 'عرض بانتظار موافقتك: {{candidateName}}، {{jobTitle}}',
      text: 'مرحبًا {{name}}،\n\nالعرض المقدَّم إلى {{candidateName}} لوظيفة {{jobTitle}} بانتظار موافقتك. اقرأه ثم وافق عليه أو أعده مع تعليق:\n\n{{link}}\n\n{{site}}',
    },
  },
  [OFFER_RETURNED_TEMPLATE]: {
    en: {
      subject: 'Offer sent back: {{candidateName}}, {{jobTitle}}',
      text: 'Hello {{name}},\n\n{{approver}} sent the offer to {{candidateName}} for {{jobTitle}} back to draft:\n\n{{comment}}\n\nChange it and send it for approval again:\n\n{{link}}\n\n{{site}}',
    },
    es: {
      subject: 'Oferta devuelta: {{candidateName}}, {{jobTitle}}',
      text: 'Hola {{name}}:\n\n{{approver}} ha devuelto a borrador la oferta a {{candidateName}} para {{jobTitle}}:\n\n{{comment}}\n\nModifíquela y vuelva a enviarla para su aprobación:\n\n{{link}}\n\n{{site}}',
    },
    fr: {
      subject: 'Offre renvoyée : {{candidateName}}, {{jobTitle}}',
      text: 'Bonjour {{name}},\n\n{{approver}} a renvoyé au brouillon l’offre à {{candidateName}} pour le poste {{jobTitle}} :\n\n{{comment}}\n\nModifiez-la et renvoyez-la pour approbation :\n\n{{link}}\n\n{{site}}',
    },
    ar: {
      subject: 'أُعيد العرض: {{candidateName}}، {{jobTitle}}',
      text: 'مرحبًا {{name}}،\n\nأعاد {{approver}} العرض المقدَّم إلى {{candidateName}} لوظيفة {{jobTitle}} إلى المسودة:\n\n{{comment}}\n\nعدّله وأرسله للموافقة مرة أخرى:\n\n{{link}}\n\n{{site}}',
    },
  },
  [OFFER_APPROVED_TEMPLATE]: {
    en: {
      subject: 'Offer approved: {{candidateName}}, {{jobTitle}}',
      text: 'Hello {{name}},\n\nEvery approver approved the offer to {{candidateName}} for {{jobTitle}}. You can extend it to the candidate now:\n\n{{link}}\n\n{{site}}',
    },
    es: {
      subject: 'Oferta aprobada: {{candidateName}}, {{jobTitle}}',
      text: 'Hola {{name}}:\n\nTodos los aprobadores han aprobado la oferta a {{candidateName}} para {{jobTitle}}. Ya puede enviársela al candidato:\n\n{{link}}\n\n{{site}}',
    },
    fr: {
      subject: 'Offre approuvée : {{candidateName}}, {{jobTitle}}',
      text: 'Bonjour {{name}},\n\nTous les approbateurs ont approuvé l’offre à {{candidateName}} pour le poste {{jobTitle}}. Vous pouvez maintenant l’adresser au candidat :\n\n{{link}}\n\n{{site}}',
    },
    ar: {
      subject: 'تمت الموافقة على العرض: {{candidateName}}، {{jobTitle}}',
      text: 'مرحبًا {{name}}،\n\nوافق جميع المعتمِدين على العرض المقدَّم إلى {{candidateName}} لوظيفة {{jobTitle}}. يمكنك الآن إرساله إلى المرشح:\n\n{{link}}\n\n{{site}}',
    },
  },
  [OFFER_EXTENDED_TEMPLATE]: {
    en: {
      subject: 'Your offer from {{site}}: {{jobTitle}}',
      text: 'Hello {{name}},\n\nWe are happy to offer you the position of {{jobTitle}}. Read your offer letter and accept or decline it by {{expiryDate}}:\n\n{{link}}\n\n{{site}}',
    },
    es: {
      subject: 'Tu oferta de {{site}}: {{jobTitle}}',
      text: 'Hola {{name}}:\n\nNos complace ofrecerte el puesto de {{jobTitle}}. Lee tu carta de oferta y acéptala o recházala antes del {{expiryDate}}:\n\n{{link}}\n\n{{site}}',
    },
    fr: {
      subject: 'Votre offre de {{site}} : {{jobTitle}}',
      text: 'Bonjour {{name}},\n\nNous avons le plaisir de vous proposer le poste {{jobTitle}}. Lisez votre lettre d’offre et acceptez-la ou refusez-la avant le {{expiryDate}} :\n\n{{link}}\n\n{{site}}',
    },
    ar: {
      subject: 'عرضك من {{site}}: {{jobTitle}}',
      text: 'مرحبًا {{name}}،\n\nيسعدنا أن نعرض عليك وظيفة {{jobTitle}}. اقرأ خطاب العرض واقبله أو ارفضه قبل {{expiryDate}}:\n\n{{link}}\n\n{{site}}',
    },
  },
  [OFFER_ACCEPTED_TEMPLATE]: {
    en: {
      subject: 'Offer accepted: {{jobTitle}}',
      text: 'Hello {{name}},\n\nThank you for accepting our offer for {{jobTitle}}, signed as {{signature}}. Welcome aboard! Your next steps are on your dashboard:\n\n{{link}}\n\n{{site}}',
    },
    es: {
      subject: 'Oferta aceptada: {{jobTitle}}',
      text: 'Hola {{name}}:\n\nGracias por aceptar nuestra oferta para {{jobTitle}}, firmada como {{signature}}. ¡Bienvenido/a! Tus próximos pasos están en tu panel:\n\n{{link}}\n\n{{site}}',
    },
    fr: {
      subject: 'Offre acceptée : {{jobTitle}}',
      text: 'Bonjour {{name}},\n\nMerci d’avoir accepté notre offre pour le poste {{jobTitle}}, signée {{signature}}. Bienvenue ! Vos prochaines étapes sont sur votre tableau de bord :\n\n{{link}}\n\n{{site}}',
    },
    ar: {
      subject: 'تم قبول العرض: {{jobTitle}}',
      text: 'مرحبًا {{name}}،\n\nشكرًا لقبولك عرضنا لوظيفة {{jobTitle}}، بتوقيع {{signature}}. أهلًا بك! خطواتك التالية في لوحة التحكم:\n\n{{link}}\n\n{{site}}',
    },
  },
  [OFFER_DECLINED_TEMPLATE]: {
    en: {
      subject: 'Offer declined: {{jobTitle}}',
      text: 'Hello {{name}},\n\nYou declined our offer for {{jobTitle}} (signed as {{signature}}). Thank you for your time; we wish you the best and hope to meet again.\n\n{{link}}\n\n{{site}}',
    },
    es: {
      subject: 'Oferta rechazada: {{jobTitle}}',
      text: 'Hola {{name}}:\n\nHas rechazado nuestra oferta para {{jobTitle}} (firmado como {{signature}}). Gracias por tu tiempo; te deseamos lo mejor y esperamos volver a coincidir.\n\n{{link}}\n\n{{site}}',
    },
    fr: {
      subject: 'Offre refusée : {{jobTitle}}',
      text: 'Bonjour {{name}},\n\nVous avez refusé notre offre pour le poste {{jobTitle}} (signé {{signature}}). Merci pour votre temps ; nous vous souhaitons le meilleur et espérons vous recroiser.\n\n{{link}}\n\n{{site}}',
    },
    ar: {
      subject: 'تم رفض العرض: {{jobTitle}}',
      text: 'مرحبًا {{name}}،\n\nلقد رفضت عرضنا لوظيفة {{jobTitle}} (بتوقيع {{signature}}). شكرًا لوقتك، نتمنى لك التوفيق ونأمل أن نلتقي مجددًا.\n\n{{link}}\n\n{{site}}',
    },
  },
};

/**
 * E-mails of interview slot booking (modules/interview-slots): the invitation with its
 * booking link, and the confirmation and cancellation of a booking (which carry an `.ics`
 * calendar file). {{time}} is the slot in the interview's time zone, named by {{timeZone}}.
 */
import type { EmailTemplate } from './templates.js';

export const SLOT_INVITATION_TEMPLATE = 'Interview Slot Invitation';
export const SLOT_BOOKED_TEMPLATE = 'Interview Booked';
export const SLOT_CANCELLED_TEMPLATE = 'Interview Booking Cancelled';
/** Staff moved the booking (decision 0050). */
export const SLOT_RESCHEDULED_TEMPLATE = 'Interview Rescheduled';

export const INTERVIEW_SLOT_TEMPLATES: Record<string, Record<string, EmailTemplate>> = {
  [SLOT_INVITATION_TEMPLATE]: {
    en: {
      subject: 'Choose a time for your interview: {{jobTitle}} at {{site}}',
      text: 'Hello {{name}},\n\nThank you for applying for {{jobTitle}}. We would like to invite you to an interview ({{title}}). Choose the time that suits you from those we offer (shown in {{timeZone}} time):\n\n{{link}}\n\nYou can change or cancel your booking with the same link.\n\n{{site}}',
    },
    es: {
      subject: 'Elige la hora de tu entrevista: {{jobTitle}} en {{site}}',
      text: 'Hola {{name}}:\n\nGracias por tu candidatura a {{jobTitle}}. Queremos invitarte a una entrevista ({{title}}). Elige el horario que te convenga entre los que ofrecemos (en hora de {{timeZone}}):\n\n{{link}}\n\nCon el mismo enlace puedes cambiar o cancelar tu reserva.\n\n{{site}}',
    },
    fr: {
      subject: 'Choisissez l’heure de votre entretien : {{jobTitle}} chez {{site}}',
      text: 'Bonjour {{name}},\n\nMerci pour votre candidature au poste {{jobTitle}}. Nous souhaitons vous inviter à un entretien ({{title}}). Choisissez le créneau qui vous convient parmi ceux que nous proposons (heure de {{timeZone}}) :\n\n{{link}}\n\nLe même lien permet de modifier ou d’annuler votre réservation.\n\n{{site}}',
    },
    ar: {
      subject: 'اختر موعد مقابلتك: {{jobTitle}} في {{site}}',
      text: 'مرحبًا {{name}}،\n\nشكرًا لتقدمك لوظيفة {{jobTitle}}. يسعدنا دعوتك إلى مقابلة ({{title}}). اختر الموعد الذي يناسبك من المواعيد المتاحة (بتوقيت {{timeZone}}):\n\n{{link}}\n\nيمكنك تغيير الحجز أو إلغاؤه بالرابط نفسه.\n\n{{site}}',
    },
  },
  [SLOT_BOOKED_TEMPLATE]: {
    en: {
      subject: 'Interview booked: {{jobTitle}}, {{time}}',
      text: 'Hello {{name}},\n\nYour interview ({{title}}) for {{jobTitle}} is booked for {{time}} ({{timeZone}} time). The attached calendar file adds it to your calendar.\n\nTo change or cancel it, open:\n\n{{link}}\n\n{{site}}',
    },
    es: {
      subject: 'Entrevista reservada: {{jobTitle}}, {{time}}',
      text: 'Hola {{name}}:\n\nTu entrevista ({{title}}) para {{jobTitle}} está reservada para el {{time}} (hora de {{timeZone}}). El archivo de calendario adjunto la añade a tu calendario.\n\nPara cambiarla o cancelarla, abre:\n\n{{link}}\n\n{{site}}',
    },
    fr: {
      subject: 'Entretien réservé : {{jobTitle}}, {{time}}',
      text: 'Bonjour {{name}},\n\nVotre entretien ({{title}}) pour le poste {{jobTitle}} est réservé le {{time}} (heure de {{timeZone}}). Le fichier de calendrier joint l’ajoute à votre agenda.\n\nPour le modifier ou l’annuler, ouvrez :\n\n{{link}}\n\n{{site}}',
    },
    ar: {
      subject: 'تم حجز المقابلة: {{jobTitle}}، {{time}}',
      text: 'مرحبًا {{name}}،\n\nتم حجز مقابلتك ({{title}}) لوظيفة {{jobTitle}} في {{time}} (بتوقيت {{timeZone}}). يضيفها ملف التقويم المرفق إلى تقويمك.\n\nلتغييرها أو إلغائها افتح:\n\n{{link}}\n\n{{site}}',
    },
  },
  [SLOT_CANCELLED_TEMPLATE]: {
    en: {
      subject: 'Interview booking cancelled: {{jobTitle}}',
      text: 'Hello {{name}},\n\nYour interview booking for {{jobTitle}} on {{time}} ({{timeZone}} time) is cancelled. The attached calendar file removes it from your calendar.\n\nTo book another time, open:\n\n{{link}}\n\n{{site}}',
    },
    es: {
      subject: 'Reserva de entrevista cancelada: {{jobTitle}}',
      text: 'Hola {{name}}:\n\nTu reserva de entrevista para {{jobTitle}} del {{time}} (hora de {{timeZone}}) está cancelada. El archivo de calendario adjunto la quita de tu calendario.\n\nPara reservar otro horario, abre:\n\n{{link}}\n\n{{site}}',
    },
    fr: {
      subject: 'Réservation d’entretien annulée : {{jobTitle}}',
      text: 'Bonjour {{name}},\n\nVotre réservation d’entretien pour le poste {{jobTitle}} du {{time}} (heure de {{timeZone}}) est annulée. Le fichier de calendrier joint la retire de votre agenda.\n\nPour réserver un autre créneau, ouvrez :\n\n{{link}}\n\n{{site}}',
    },
    ar: {
      subject: 'تم إلغاء حجز المقابلة: {{jobTitle}}',
      text: 'مرحبًا {{name}}،\n\nتم إلغاء حجز مقابلتك لوظيفة {{jobTitle}} في {{time}} (بتوقيت {{timeZone}}). يزيلها ملف التقويم المرفق من تقويمك.\n\nلحجز موعد آخر افتح:\n\n{{link}}\n\n{{site}}',
    },
  },
  [SLOT_RESCHEDULED_TEMPLATE]: {
    en: {
      subject: 'Your interview has a new time: {{jobTitle}}, {{time}}',
      text: 'Hello {{name}},\n\nWe have moved your interview ({{title}}) for {{jobTitle}} to {{time}} ({{timeZone}} time). The attached calendar file updates it in your calendar.\n\nIf this time does not suit you, choose another or cancel:\n\n{{link}}\n\n{{site}}',
    },
    es: {
      subject: 'Tu entrevista tiene una nueva hora: {{jobTitle}}, {{time}}',
      text: 'Hola {{name}}:\n\nHemos cambiado tu entrevista ({{title}}) para {{jobTitle}} al {{time}} (hora de {{timeZone}}). El archivo de calendario adjunto la actualiza en tu calendario.\n\nSi este horario no te conviene, elige otro o cancélala:\n\n{{link}}\n\n{{site}}',
    },
    fr: {
      subject: 'Votre entretien a un nouvel horaire : {{jobTitle}}, {{time}}',
      text: 'Bonjour {{name}},\n\nNous avons déplacé votre entretien ({{title}}) pour le poste {{jobTitle}} au {{time}} (heure de {{timeZone}}). Le fichier de calendrier joint le met à jour dans votre agenda.\n\nSi cet horaire ne vous convient pas, choisissez-en un autre ou annulez :\n\n{{link}}\n\n{{site}}',
    },
    ar: {
      subject: 'موعد جديد لمقابلتك: {{jobTitle}}، {{time}}',
      text: 'مرحبًا {{name}}،\n\nنقلنا مقابلتك ({{title}}) لوظيفة {{jobTitle}} إلى {{time}} (بتوقيت {{timeZone}}). يحدّثها ملف التقويم المرفق في تقويمك.\n\nإن لم يناسبك هذا الموعد فاختر موعدًا آخر أو ألغِ الحجز:\n\n{{link}}\n\n{{site}}',
    },
  },
};

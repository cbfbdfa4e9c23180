/**
 * The e-mail of an event registration (modules/campaigns): the confirmation with the event's
 * time and place, the registrant's check-in link, and two attachments: an `.ics` calendar file
 * and the check-in link as a QR code (SVG) to show at the door.
 */
import type { EmailTemplate } from './templates.js';

export const EVENT_REGISTERED_TEMPLATE = 'Event Registration';

export const EVENT_TEMPLATES: Record<string, Record<string, EmailTemplate>> = {
  [EVENT_REGISTERED_TEMPLATE]: {
    en: {
      subject: 'You are registered: {{event}}, {{time}}',
      text: 'Hello {{name}},\n\nYou are registered for {{event}} on {{time}} ({{timeZone}} time), {{where}}. The attached calendar file adds it to your calendar.\n\nWhen you arrive, check in with this link or the attached QR code:\n\n{{link}}\n\n{{site}}',
    },
    es: {
      subject: 'Inscripción confirmada: {{event}}, {{time}}',
      text: 'Hola {{name}}:\n\nEstás inscrito en {{event}} el {{time}} (hora de {{timeZone}}), {{where}}. El archivo de calendario adjunto lo añade a tu calendario.\n\nAl llegar, registra tu asistencia con este enlace o con el código QR adjunto:\n\n{{link}}\n\n{{site}}',
    },
    fr: {
      subject: 'Inscription confirmée : {{event}}, {{time}}',
      text: 'Bonjour {{name}},\n\nVous êtes inscrit à {{event}} le {{time}} (heure de {{timeZone}}), {{where}}. Le fichier de calendrier joint l’ajoute à votre agenda.\n\nÀ votre arrivée, enregistrez votre présence avec ce lien ou le code QR joint :\n\n{{link}}\n\n{{site}}',
    },
    ar: {
      subject: 'تم تسجيلك: {{event}}، {{time}}',
      text: 'مرحبًا {{name}}،\n\nتم تسجيلك في {{event}} في {{time}} (بتوقيت {{timeZone}})، {{where}}. يضيفه ملف التقويم المرفق إلى تقويمك.\n\nعند وصولك سجّل حضورك بهذا الرابط أو برمز QR المرفق:\n\n{{link}}\n\n{{site}}',
    },
  },
};

/**
 * The built-in vendor's tests (decision 0042): short multiple-choice tests, one per position
 * code it knows and a general one for any other code. Each question has one right option;
 * the score is the number of right answers. The texts carry their translations, as screening
 * questions do, so the test reads in the page's language.
 */
type Texts = { en: string; es: string; fr: string; ar: string };

interface BuiltinOption {
  id: string;
  text: Texts;
}

export interface BuiltinQuestion {
  id: string;
  text: Texts;
  options: readonly BuiltinOption[];
  /** The id of the right option. */
  right: string;
}

export interface BuiltinTest {
  title: Texts;
  questions: readonly BuiltinQuestion[];
}

const RESPIRATORY: BuiltinTest = {
  title: {
    en: 'Respiratory care essentials',
    es: 'Fundamentos de terapia respiratoria',
    fr: 'Notions essentielles de soins respiratoires',
    ar: 'أساسيات الرعاية التنفسية',
  },
  questions: [
    {
      id: 'rate',
      text: {
        en: 'What is a normal resting breathing rate for an adult?',
        es: '¿Cuál es una frecuencia respiratoria normal en reposo para un adulto?',
        fr: 'Quelle est la fréquence respiratoire normale d’un adulte au repos ?',
        ar: 'ما معدل التنفس الطبيعي لشخص بالغ في حالة الراحة؟',
      },
      options: [
        {
          id: 'a',
          text: {
            en: '12 to 20 breaths a minute',
            es: 'De 12 a 20 respiraciones por minuto',
            fr: '12 à 20 respirations par minute',
            ar: 'من 12 إلى 20 نفسًا في الدقيقة',
          },
        },
        {
          id: 'b',
          text: {
            en: '30 to 40 breaths a minute',
            es: 'De 30 a 40 respiraciones por minuto',
            fr: '30 à 40 respirations par minute',
            ar: 'من 30 إلى 40 نفسًا في الدقيقة',
          },
        },
        {
          id: 'c',
          text: {
            en: '4 to 8 breaths a minute',
            es: 'De 4 a 8 respiraciones por minuto',
            fr: '4 à 8 respirations par minute',
            ar: 'من 4 إلى 8 أنفاس في الدقيقة',
          },
        },
      ],
      right: 'a',
    },
    {
      id: 'device',
      text: {
        en: 'Which device gives the most precise oxygen concentration?',
        es: '¿Qué dispositivo administra la concentración de oxígeno más precisa?',
        fr: 'Quel dispositif délivre la concentration d’oxygène la plus précise ?',
        ar: 'أي جهاز يعطي أدق تركيز للأكسجين؟',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Nasal cannula',
            es: 'Cánula nasal',
            fr: 'Lunettes nasales',
            ar: 'القنية الأنفية',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Venturi mask',
            es: 'Mascarilla Venturi',
            fr: 'Masque Venturi',
            ar: 'قناع فنتوري',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Simple face mask',
            es: 'Mascarilla simple',
            fr: 'Masque facial simple',
            ar: 'القناع الوجهي البسيط',
          },
        },
      ],
      right: 'b',
    },
    {
      id: 'suction',
      text: {
        en: 'Before suctioning a patient’s airway, what do you do first?',
        es: 'Antes de aspirar la vía aérea de un paciente, ¿qué haces primero?',
        fr: 'Avant d’aspirer les voies aériennes d’un patient, que faites-vous d’abord ?',
        ar: 'قبل شفط مجرى الهواء لدى المريض، ماذا تفعل أولًا؟',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Lower the oxygen flow',
            es: 'Bajar el flujo de oxígeno',
            fr: 'Baisser le débit d’oxygène',
            ar: 'أخفض تدفق الأكسجين',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Give a bronchodilator',
            es: 'Administrar un broncodilatador',
            fr: 'Administrer un bronchodilatateur',
            ar: 'أعطِ موسّعًا للقصبات',
          },
        },
        {
          id: 'c',
          text: {
            en: 'Pre-oxygenate the patient',
            es: 'Preoxigenar al paciente',
            fr: 'Préoxygéner le patient',
            ar: 'أعطِ المريض الأكسجين مسبقًا',
          },
        },
      ],
      right: 'c',
    },
  ],
};

const WORKPLACE: BuiltinTest = {
  title: {
    en: 'Work style questionnaire',
    es: 'Cuestionario de estilo de trabajo',
    fr: 'Questionnaire sur le style de travail',
    ar: 'استبيان أسلوب العمل',
  },
  questions: [
    {
      id: 'privacy',
      text: {
        en: 'A visitor asks you about another patient’s condition. What do you do?',
        es: 'Un visitante te pregunta por el estado de otro paciente. ¿Qué haces?',
        fr: 'Un visiteur vous interroge sur l’état d’un autre patient. Que faites-vous ?',
        ar: 'يسألك زائر عن حالة مريض آخر. ماذا تفعل؟',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Politely decline to share it',
            es: 'Me niego con cortesía a compartirlo',
            fr: 'Je refuse poliment de le communiquer',
            ar: 'أعتذر بلطف عن مشاركة ذلك',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Answer briefly',
            es: 'Respondo brevemente',
            fr: 'Je réponds brièvement',
            ar: 'أجيب باختصار',
          },
        },
      ],
      right: 'a',
    },
    {
      id: 'safety',
      text: {
        en: 'A colleague skipped a safety check. What do you do first?',
        es: 'Un compañero se saltó un control de seguridad. ¿Qué haces primero?',
        fr: 'Un collègue a sauté un contrôle de sécurité. Que faites-vous d’abord ?',
        ar: 'تخطى زميل فحصًا للسلامة. ماذا تفعل أولًا؟',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'Wait until the end of the shift',
            es: 'Espero al final del turno',
            fr: 'J’attends la fin du service',
            ar: 'أنتظر حتى نهاية المناوبة',
          },
        },
        {
          id: 'b',
          text: {
            en: 'Raise it with them right away',
            es: 'Se lo comento de inmediato',
            fr: 'Je lui en parle tout de suite',
            ar: 'أنبهه إلى ذلك فورًا',
          },
        },
      ],
      right: 'b',
    },
    {
      id: 'priorities',
      text: {
        en: 'Two urgent tasks arrive at once. How do you choose?',
        es: 'Llegan dos tareas urgentes a la vez. ¿Cómo eliges?',
        fr: 'Deux tâches urgentes arrivent en même temps. Comment choisissez-vous ?',
        ar: 'وصلت مهمتان عاجلتان في الوقت نفسه. كيف تختار؟',
      },
      options: [
        {
          id: 'a',
          text: {
            en: 'By the risk to people, asking for help if needed',
            es: 'Según el riesgo para las personas, pidiendo ayuda si hace falta',
            fr: 'Selon le risque pour les personnes, en demandant de l’aide si besoin',
            ar: 'حسب الخطر على الناس، مع طلب المساعدة عند الحاجة',
          },
        },
        {
          id: 'b',
          text: {
            en: 'The quickest one first',
            es: 'Primero la más rápida',
            fr: 'La plus rapide d’abord',
            ar: 'الأسرع أولًا',
          },
        },
      ],
      right: 'a',
    },
  ],
};

const BY_POSITION_CODE: Readonly<Record<string, BuiltinTest>> = {
  'RT-CLINICAL': RESPIRATORY,
};

/** The test of a position code; the general one for a code without its own. */
export function builtinTestFor(positionCode: string): BuiltinTest {
  return BY_POSITION_CODE[positionCode.toUpperCase()] ?? WORKPLACE;
}

/** The number of right answers; null when an answer is missing or names no option. */
export function scoreBuiltinTest(
  test: BuiltinTest,
  answers: ReadonlyArray<{ questionId: string; optionId: string }>,
): number | null {
  let score = 0;
  for (const question of test.questions) {
    const given = answers.filter((answer) => answer.questionId === question.id);
    const [answer] = given;
    if (given.length !== 1 || !answer) return null;
    if (!question.options.some((option) => option.id === answer.optionId)) return null;
    if (answer.optionId === question.right) score += 1;
  }
  return answers.length === test.questions.length ? score : null;
}

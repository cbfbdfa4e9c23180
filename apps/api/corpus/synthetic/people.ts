/**
 * The people of the generated test corpus, per language: what each resume says, which is
 * also what the parser is expected to find. Invented names, companies and numbers.
 */
export type CorpusLanguage = 'en' | 'es' | 'fr' | 'de';

export interface CorpusJob {
  title: string;
  company: string;
  city: string;
  start: [year: number, month: number];
  /** null: the current job. */
  end: [year: number, month: number] | null;
  bullets: string[];
}

export interface CorpusSchool {
  level: string;
  subject: string;
  institution: string;
  start: number;
  end: number;
}

export interface CorpusPerson {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  links: string[];
  skills: string[];
  jobs: CorpusJob[];
  schools: CorpusSchool[];
}

export const PEOPLE: Record<CorpusLanguage, CorpusPerson[]> = {
  en: [
    {
      name: 'Emily Carter',
      email: 'emily.carter@example.com',
      phone: '+1 (415) 555-0132',
      address: '742 Market Street, San Francisco, CA 94103',
      city: 'San Francisco',
      links: ['https://www.linkedin.com/in/emilycarter', 'https://github.com/ecarter'],
      skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'AWS'],
      jobs: [
        {
          title: 'Senior Software Engineer',
          company: 'Brightwave Technologies',
          city: 'San Francisco',
          start: [2019, 1],
          end: null,
          bullets: [
            'Led the migration of the billing platform to event sourcing.',
            'Mentored four engineers and ran the interview loop.',
          ],
        },
        {
          title: 'Software Developer',
          company: 'Northwind Labs',
          city: 'Oakland',
          start: [2015, 6],
          end: [2018, 12],
          bullets: ['Built the customer portal in React and Node.js.'],
        },
      ],
      schools: [
        {
          level: 'Bachelor of Science',
          subject: 'Computer Science',
          institution: 'University of California, Davis',
          start: 2011,
          end: 2015,
        },
      ],
    },
    {
      name: 'Marcus Johnson',
      email: 'marcus.j@example.org',
      phone: '(212) 555-0199',
      address: '15 Park Avenue, New York, NY 10016',
      city: 'New York',
      links: ['https://www.linkedin.com/in/marcusjohnson'],
      skills: ['Financial Modeling', 'Excel', 'SQL', 'Tableau'],
      jobs: [
        {
          title: 'Financial Analyst',
          company: 'Hudson Capital Partners',
          city: 'New York',
          start: [2020, 3],
          end: null,
          bullets: ['Built quarterly forecasts for a portfolio of 30 companies.'],
        },
        {
          title: 'Junior Accountant',
          company: 'Greenleaf & Co.',
          city: 'Newark',
          start: [2017, 9],
          end: [2020, 2],
          bullets: ['Prepared monthly closings and reconciliations.'],
        },
      ],
      schools: [
        {
          level: 'Master of Business Administration',
          subject: 'Finance',
          institution: 'Rutgers University',
          start: 2015,
          end: 2017,
        },
      ],
    },
    {
      name: 'Priya Raman',
      email: 'priya.raman@example.net',
      phone: '+44 20 7946 0958',
      address: '22 Baker Street, London, W1U 3BW',
      city: 'London',
      links: ['https://priyaraman.dev'],
      skills: ['Python', 'Machine Learning', 'PyTorch', 'Docker'],
      jobs: [
        {
          title: 'Data Scientist',
          company: 'Helix Health Ltd',
          city: 'London',
          start: [2021, 4],
          end: null,
          bullets: ['Trained triage models on two million anonymised records.'],
        },
        {
          title: 'Research Assistant',
          company: 'Imperial Data Group',
          city: 'London',
          start: [2018, 10],
          end: [2021, 3],
          bullets: ['Published three papers on graph neural networks.'],
        },
      ],
      schools: [
        {
          level: 'Master of Science',
          subject: 'Artificial Intelligence',
          institution: 'University of Edinburgh',
          start: 2017,
          end: 2018,
        },
      ],
    },
    {
      name: 'Daniel Okafor',
      email: 'd.okafor@example.com',
      phone: '+1 312 555 0148',
      address: '400 Lake Shore Drive, Chicago, IL 60611',
      city: 'Chicago',
      links: [],
      skills: ['Project Management', 'Scrum', 'Jira', 'Stakeholder Management'],
      jobs: [
        {
          title: 'Project Manager',
          company: 'Lakeside Logistics',
          city: 'Chicago',
          start: [2016, 2],
          end: null,
          bullets: ['Delivered a warehouse automation program on budget.'],
        },
        {
          title: 'Operations Coordinator',
          company: 'Midwest Freight Inc.',
          city: 'Chicago',
          start: [2012, 7],
          end: [2016, 1],
          bullets: ['Scheduled 120 daily shipments across five depots.'],
        },
      ],
      schools: [
        {
          level: 'Bachelor of Arts',
          subject: 'Economics',
          institution: 'Northwestern University',
          start: 2008,
          end: 2012,
        },
      ],
    },
  ],
  es: [
    {
      name: 'María Fernández López',
      email: 'maria.fernandez@ejemplo.es',
      phone: '+34 612 345 678',
      address: 'Calle Mayor 10, 28013 Madrid',
      city: 'Madrid',
      links: ['https://www.linkedin.com/in/mariafernandez'],
      skills: ['Java', 'Spring Boot', 'Kubernetes', 'Scrum'],
      jobs: [
        {
          title: 'Ingeniera de Software',
          company: 'Telefónica',
          city: 'Madrid',
          start: [2019, 1],
          end: null,
          bullets: ['Desarrollo de microservicios para la facturación.'],
        },
        {
          title: 'Desarrolladora Java',
          company: 'Indra Sistemas S.A.',
          city: 'Madrid',
          start: [2016, 9],
          end: [2018, 12],
          bullets: ['Mantenimiento de aplicaciones bancarias.'],
        },
      ],
      schools: [
        {
          level: 'Grado',
          subject: 'Ingeniería Informática',
          institution: 'Universidad Politécnica de Madrid',
          start: 2012,
          end: 2016,
        },
      ],
    },
    {
      name: 'Javier Ruiz Moreno',
      email: 'javier.ruiz@ejemplo.com',
      phone: '+34 655 123 987',
      address: 'Avenida Diagonal 200, 08018 Barcelona',
      city: 'Barcelona',
      links: [],
      skills: ['Marketing Digital', 'SEO', 'Google Analytics', 'Copywriting'],
      jobs: [
        {
          title: 'Responsable de Marketing',
          company: 'Grupo Mediterráneo',
          city: 'Barcelona',
          start: [2020, 5],
          end: null,
          bullets: ['Gestión de campañas con un presupuesto anual de 2 millones.'],
        },
        {
          title: 'Analista de Marketing',
          company: 'Seat S.A.',
          city: 'Martorell',
          start: [2017, 3],
          end: [2020, 4],
          bullets: ['Análisis de datos de ventas y de campañas.'],
        },
      ],
      schools: [
        {
          level: 'Máster',
          subject: 'Marketing Digital',
          institution: 'Universidad de Barcelona',
          start: 2016,
          end: 2017,
        },
      ],
    },
    {
      name: 'Lucía Gómez Navarro',
      email: 'lucia.gomez@ejemplo.org',
      phone: '+52 55 1234 5678',
      address: 'Paseo de la Reforma 222, 06600 Ciudad de México',
      city: 'Ciudad de México',
      links: ['https://luciagomez.mx'],
      skills: ['Contabilidad', 'SAP', 'Excel', 'Auditoría'],
      jobs: [
        {
          title: 'Contadora Senior',
          company: 'Banco Azteca',
          city: 'Ciudad de México',
          start: [2018, 2],
          end: null,
          bullets: ['Cierres contables mensuales y reportes regulatorios.'],
        },
        {
          title: 'Auditora Junior',
          company: 'Deloitte México',
          city: 'Ciudad de México',
          start: [2015, 8],
          end: [2018, 1],
          bullets: ['Auditoría de estados financieros de clientes industriales.'],
        },
      ],
      schools: [
        {
          level: 'Licenciatura',
          subject: 'Contaduría Pública',
          institution: 'Universidad Nacional Autónoma de México',
          start: 2011,
          end: 2015,
        },
      ],
    },
  ],
  fr: [
    {
      name: 'Camille Dubois',
      email: 'camille.dubois@exemple.fr',
      phone: '+33 6 12 34 56 78',
      address: '12 rue de la Paix, 75002 Paris',
      city: 'Paris',
      links: ['https://www.linkedin.com/in/camilledubois'],
      skills: ['Python', 'Django', 'PostgreSQL', 'Docker'],
      jobs: [
        {
          title: 'Développeuse Python',
          company: 'Doctolib SAS',
          city: 'Paris',
          start: [2019, 1],
          end: null,
          bullets: ['Conception des API de prise de rendez-vous.'],
        },
        {
          title: 'Ingénieur Logiciel',
          company: 'Capgemini',
          city: 'Issy-les-Moulineaux',
          start: [2015, 2],
          end: [2018, 12],
          bullets: ['Intégration de systèmes pour des clients du secteur public.'],
        },
      ],
      schools: [
        {
          level: 'Master',
          subject: 'Informatique',
          institution: 'Université Paris-Saclay',
          start: 2013,
          end: 2015,
        },
      ],
    },
    {
      name: 'Jean-Luc Moreau',
      email: 'jl.moreau@exemple.com',
      phone: '+33 4 78 12 34 56',
      address: '5 place Bellecour, 69002 Lyon',
      city: 'Lyon',
      links: [],
      skills: ['Gestion de projet', 'Lean', 'SAP', 'Négociation'],
      jobs: [
        {
          title: 'Chef de projet',
          company: 'Groupe SEB',
          city: 'Écully',
          start: [2017, 9],
          end: null,
          bullets: ['Pilotage du déploiement SAP dans trois usines.'],
        },
        {
          title: 'Responsable logistique',
          company: 'Norbert Dentressangle',
          city: 'Lyon',
          start: [2012, 4],
          end: [2017, 8],
          bullets: ['Optimisation des flux entre entrepôts.'],
        },
      ],
      schools: [
        {
          level: "Diplôme d'ingénieur",
          subject: 'Génie industriel',
          institution: 'INSA Lyon',
          start: 2007,
          end: 2012,
        },
      ],
    },
    {
      name: 'Sophie Martin',
      email: 'sophie.martin@exemple.org',
      phone: '+32 470 12 34 56',
      address: 'Avenue Louise 54, 1050 Bruxelles',
      city: 'Bruxelles',
      links: ['https://sophiemartin.be'],
      skills: ['Design UX', 'Figma', 'Recherche utilisateur', 'Prototypage'],
      jobs: [
        {
          title: 'Designer UX',
          company: 'Proximus Group',
          city: 'Bruxelles',
          start: [2020, 2],
          end: null,
          bullets: ['Refonte du parcours client de l’application mobile.'],
        },
        {
          title: 'Consultante UX',
          company: 'Ausy Belgique',
          city: 'Bruxelles',
          start: [2016, 10],
          end: [2020, 1],
          bullets: ['Ateliers de conception avec des clients bancaires.'],
        },
      ],
      schools: [
        {
          level: 'Licence',
          subject: 'Arts numériques',
          institution: 'Université libre de Bruxelles',
          start: 2013,
          end: 2016,
        },
      ],
    },
  ],
  de: [
    {
      name: 'Lukas Schneider',
      email: 'lukas.schneider@beispiel.de',
      phone: '+49 151 23456789',
      address: 'Hauptstraße 5, 10115 Berlin',
      city: 'Berlin',
      links: ['https://www.xing.com/profile/Lukas_Schneider'],
      skills: ['Java', 'Kotlin', 'Spring', 'Kafka'],
      jobs: [
        {
          title: 'Softwareentwickler',
          company: 'Zalando SE',
          city: 'Berlin',
          start: [2018, 3],
          end: null,
          bullets: ['Entwicklung von Diensten für die Lagerlogistik.'],
        },
        {
          title: 'Werkstudent Softwareentwicklung',
          company: 'SAP SE',
          city: 'Walldorf',
          start: [2016, 4],
          end: [2018, 2],
          bullets: ['Automatisierte Tests für ERP-Module.'],
        },
      ],
      schools: [
        {
          level: 'M.Sc.',
          subject: 'Informatik',
          institution: 'Technische Universität München',
          start: 2016,
          end: 2018,
        },
      ],
    },
    {
      name: 'Anna Müller',
      email: 'anna.mueller@beispiel.com',
      phone: '+49 89 12345678',
      address: 'Leopoldstraße 20, 80802 München',
      city: 'München',
      links: [],
      skills: ['Controlling', 'SAP FI', 'Excel', 'Reporting'],
      jobs: [
        {
          title: 'Controllerin',
          company: 'Allianz SE',
          city: 'München',
          start: [2019, 7],
          end: null,
          bullets: ['Monatliches Reporting für den Vorstand.'],
        },
        {
          title: 'Buchhalterin',
          company: 'Siemens AG',
          city: 'München',
          start: [2015, 9],
          end: [2019, 6],
          bullets: ['Kreditorenbuchhaltung und Jahresabschluss.'],
        },
      ],
      schools: [
        {
          level: 'Bachelor',
          subject: 'Betriebswirtschaftslehre',
          institution: 'Ludwig-Maximilians-Universität München',
          start: 2012,
          end: 2015,
        },
      ],
    },
    {
      name: 'Jonas Weber',
      email: 'jonas.weber@beispiel.org',
      phone: '+41 79 123 45 67',
      address: 'Bahnhofstrasse 12, 8001 Zürich',
      city: 'Zürich',
      links: ['https://github.com/jweber'],
      skills: ['Maschinenbau', 'CAD', 'SolidWorks', 'Projektmanagement'],
      jobs: [
        {
          title: 'Projektleiter',
          company: 'ABB Schweiz AG',
          city: 'Zürich',
          start: [2017, 1],
          end: null,
          bullets: ['Leitung von Projekten im Anlagenbau.'],
        },
        {
          title: 'Konstrukteur',
          company: 'Bühler Group',
          city: 'Uzwil',
          start: [2013, 8],
          end: [2016, 12],
          bullets: ['Konstruktion von Mühlenanlagen mit SolidWorks.'],
        },
      ],
      schools: [
        {
          level: 'Diplom-Ingenieur',
          subject: 'Maschinenbau',
          institution: 'ETH Zürich',
          start: 2008,
          end: 2013,
        },
      ],
    },
  ],
};

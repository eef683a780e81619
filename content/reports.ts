import { z } from 'zod';
import { isoMonth } from './lib/dates';
import { publicFile } from './lib/files';
import facts, { atLeast, counties } from './facts';
import { callToAction, hero, pageMeta, sentenceWith, slug, text, textList, uniqueBy, usesEach } from './lib/shapes';

export const reportTypes = [
  'Annual Report',
  'Program Report',
  'Financial Report',
  'Research Report',
  'Project Report',
] as const;

/** A PDF in public/reports/. */
const reportFile = publicFile.refine(
  (href) => /^\/reports\/[a-z0-9-]+\.pdf$/.test(href),
  'must be /reports/<name>.pdf',
);

export const reportSchema = z.object({
  id: slug,
  title: text,
  type: z.enum(reportTypes),
  year: z.number().int().min(1900),
  pages: z.number().int().positive(),
  published: isoMonth,
  summary: text,
  /** Grid cards show only the first three, so each lists more to make the rule real. */
  highlights: textList.min(4, 'must list at least four highlights (cards show the first three)'),
  downloadUrl: reportFile,
  previewUrl: reportFile,
  /** The one report shown large as the Latest Annual Report. */
  featured: z.boolean(),
});
export type Report = z.infer<typeof reportSchema>;

export const schema = z.object({
  /** The page's own words: its section headings, links and buttons. */
  words: z.object({
    published: sentenceWith('date'),
    pages: sentenceWith('count'),
    format: sentenceWith('size'),
    downloadReport: text,
    download: text,
    preview: text,
    latestAnnualReport: text,
    allReportsDocumentation: text,
  }),
  meta: pageMeta,
  hero,
  reports: z
    .array(reportSchema)
    .refine((reports) => reports.filter((r) => r.featured).length === 1, 'must have exactly one featured report')
    .refine(
      (reports) => reports.every((r) => !r.featured || r.type === 'Annual Report'),
      'the featured report must be an Annual Report (it is shown as the Latest Annual Report)',
    )
    .refine(...usesEach(reportTypes, (report: Report) => report.type))
    .refine(...uniqueBy((report: Report) => report.id, 'id')),
  subscribe: callToAction,
});
export type Reports = z.infer<typeof schema>;

/** The reports on /impact/reports/. Each file in public/reports/ is a placeholder until the real one is published. */
const reports: Reports = {
  words: {
    published: 'Published {date}',
    pages: '{count} pages',
    format: 'PDF, {size}',
    downloadReport: 'Download Report',
    download: 'Download',
    preview: 'Preview',
    latestAnnualReport: 'Latest Annual Report',
    allReportsDocumentation: 'All Reports & Documentation',
  },
  meta: {
    title: 'Reports and documentation',
    description:
      'Download our annual, programme, financial, research and project reports, including the 2024 annual report and audited accounts.',
  },
  hero: {
    // The soft hyphen lets the long word break on the narrowest phones instead of running off the screen.
    title: 'Reports & Docu\u00admentation',
    lead: 'How we use every shilling and what it achieves: our annual, programme, financial and research reports.',
  },
  subscribe: {
    title: 'Stay Informed',
    text: 'Be the first to know when we publish a new report.',
  },
  reports: [
    {
      id: 'annual-report-2024',
      title: 'Annual Report 2024',
      type: 'Annual Report',
      year: 2024,
      pages: 48,
      published: '2025-03',
      summary: `Our year in numbers and stories: ${atLeast(facts.studentsReached)} students reached across ${counties} counties, ${atLeast(facts.teachersTrained)} teachers trained, and our eighth innovation lab readied to open in Likoni.`,
      highlights: [
        `${atLeast(facts.studentsReached)} students reached, ${atLeast(facts.schoolStudents)} of them in school programmes`,
        `${atLeast(facts.youthReached)} young people in youth programmes, with 85% placement`,
        `${facts.completionRate}% completion rate across all programmes`,
        `${facts.partnerSchools} partner schools, and the eighth innovation lab ready in Likoni`,
        'Goals for 2025: 5,000+ students, 15 counties, 15 labs and 200+ teachers',
      ],
      downloadUrl: '/reports/annual-report-2024.pdf',
      previewUrl: '/reports/annual-report-2024-preview.pdf',
      featured: true,
    },
    {
      id: 'annual-report-2023',
      title: 'Annual Report 2023',
      type: 'Annual Report',
      year: 2023,
      pages: 40,
      published: '2024-04',
      summary:
        'The year the Mombasa hub opened, the startup incubator took its first six companies and four schools opened satellite labs.',
      highlights: [
        'Mombasa Innovation Hub opened in Tudor',
        'Startup incubator launched with six startups',
        'Four satellite school labs equipped',
        'First Ignite Girls cohort graduated',
      ],
      downloadUrl: '/reports/annual-report-2023.pdf',
      previewUrl: '/reports/annual-report-2023-preview.pdf',
      featured: false,
    },
    {
      id: 'ignite-girls-2024',
      title: 'Ignite Girls Programme Report 2024',
      type: 'Program Report',
      year: 2024,
      pages: 24,
      published: '2025-02',
      summary:
        'Results of the six-month programme for girls aged 12 to 18, with what participants and teachers told us.',
      highlights: [
        '310 girls completed the six-month programme',
        'Four in five now plan to take a science subject to Form 4',
        'Female mentors from 18 companies volunteered',
        'Two all-girls teams reached olympiad qualifiers',
        'Recommendations for expanding to 15 counties',
      ],
      downloadUrl: '/reports/ignite-girls-2024.pdf',
      previewUrl: '/reports/ignite-girls-2024-preview.pdf',
      featured: false,
    },
    {
      id: 'financial-report-2024',
      title: 'Financial Report 2024',
      type: 'Financial Report',
      year: 2024,
      pages: 18,
      published: '2025-03',
      summary:
        'Audited accounts for 2024: 82% of spending went to programmes, 15% to operations and 3% to fundraising.',
      highlights: [
        '82% of spending on programmes',
        '15% on operations',
        '3% on fundraising',
        'Unqualified opinion from our independent auditors',
      ],
      downloadUrl: '/reports/financial-report-2024.pdf',
      previewUrl: '/reports/financial-report-2024-preview.pdf',
      featured: false,
    },
    {
      id: 'mobile-lab-study-2024',
      title: 'Hands-on Learning Outcomes Study',
      type: 'Research Report',
      year: 2024,
      pages: 32,
      published: '2024-10',
      summary:
        'A study with Kenyan university researchers of how mobile tinkering lab visits change pupils’ science scores and attitudes.',
      highlights: [
        'Science test scores rose in 18 of 20 visited schools',
        'Pupils were twice as likely to say they enjoy science',
        'Gains were largest in schools with no science equipment',
        'Teacher follow-up visits doubled the lasting effect',
      ],
      downloadUrl: '/reports/mobile-lab-study-2024.pdf',
      previewUrl: '/reports/mobile-lab-study-2024-preview.pdf',
      featured: false,
    },
    {
      id: 'solar-lab-project-2023',
      title: 'Solar-Powered Lab Project Report',
      type: 'Project Report',
      year: 2023,
      pages: 16,
      published: '2023-12',
      summary: 'How we fitted the Kisumu lab with solar power and battery storage, and what it cost and saved.',
      highlights: [
        'Lab runs six days a week through power cuts',
        'Electricity costs cut by 70%',
        'Installation done with 12 youth trainees',
        'Design shared for other community labs to reuse',
      ],
      downloadUrl: '/reports/solar-lab-project-2023.pdf',
      previewUrl: '/reports/solar-lab-project-2023-preview.pdf',
      featured: false,
    },
  ],
};

export default reports;

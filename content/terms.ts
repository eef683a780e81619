import { legalDocument, type LegalDocument } from './lib/legal-document';
import site from './site';

/** The schema every legal text shares. */
export const schema = legalDocument;

/** The terms of use: how the site's content may be used, and on what terms it is offered. */
const terms: LegalDocument = {
  meta: {
    title: 'Terms of Use',
    description:
      'How you may use and reuse the content of this website: copyright, reuse for education with attribution, photos of learners, links, and the law that applies.',
  },
  hero: {
    title: 'Terms of Use',
    lead: `The terms on which ${site.name} offers this website and its content.`,
  },
  updated: '2025-06-01',
  sections: [
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      blocks: [
        {
          paragraph: `This website is run by ${site.name}, a non-profit organisation in ${site.address.locality}, ${site.address.country}. By using the site you agree to these terms. If you do not agree, please do not use it.`,
        },
      ],
    },
    {
      id: 'copyright',
      heading: 'Copyright',
      blocks: [
        {
          paragraph: `The text, photos, graphics, videos and logo on this site belong to ${site.name} or to the people who let us use them, and are protected by the Copyright Act of Kenya and international copyright law. Unless these terms say otherwise, you may not copy, publish or sell them without our written permission.`,
        },
      ],
    },
    {
      id: 'reuse',
      heading: 'Reusing our content for education',
      blocks: [
        {
          paragraph:
            'We want our ideas to spread. Teachers, students, youth groups and other non-profits may copy, print and share the text of this site, and our programme descriptions and activity ideas, for educational, non-commercial use, as long as they:',
        },
        {
          list: [
            `name us as the source, for example “Source: ${site.name}, ${site.url}”;`,
            'do not change the meaning of what they quote, or suggest that we endorse them or their work;',
            'do not use our name or logo on their own materials without our written permission.',
          ],
        },
        { paragraph: 'For any other use, including in anything that is sold, please ask us first.' },
      ],
    },
    {
      id: 'photos-of-learners',
      heading: 'Photos of learners',
      blocks: [
        {
          paragraph:
            'Photos of learners on this site are shared with the consent of the learners and, for children, of their parents or guardians, for this site only. They are not covered by the permission to reuse: do not copy, download to republish, edit or share photos of learners anywhere else, including on social media.',
        },
      ],
    },
    {
      id: 'links',
      heading: 'Links to other sites',
      blocks: [
        {
          paragraph:
            'The site links to other websites, such as our social media pages and the video service that hosts our video. We do not control those sites and are not responsible for their content or for how they handle your information; their own terms and privacy policies apply.',
        },
      ],
    },
    {
      id: 'no-warranty',
      heading: 'No warranty',
      blocks: [
        {
          paragraph:
            'We work to keep the site accurate and up to date, but it is offered as it is, without any warranty. Programme dates, competition details, figures and other information can change: please confirm anything important with us before you rely on it. As far as the law allows, we are not liable for any loss that comes from using the site or from it being unavailable.',
        },
        {
          paragraph:
            'The site takes no payments and no registrations itself. To give, to register for a programme or competition, or to subscribe to our news, contact us and we will tell you how.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        {
          paragraph:
            'These terms are governed by the laws of Kenya, and the courts of Kenya have jurisdiction over any dispute about them or about the site.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        {
          paragraph:
            'We may update these terms from time to time. The date at the top of the page shows when they last changed, and the terms in force are the ones on this page when you use the site.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        { paragraph: 'For permission to reuse our content, or any question about these terms, contact us:' },
        { contact: true },
      ],
    },
  ],
};

export default terms;

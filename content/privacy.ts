import { legalDocument, type LegalDocument } from './lib/legal-document';
import site from './site';

/** The schema every legal text shares. */
export const schema = legalDocument;

/** The privacy policy: what the site stores, the cookie categories, the video, photos of minors, and the visitor's rights. */
const privacy: LegalDocument = {
  meta: {
    title: 'Privacy Policy',
    description:
      'What this site stores in your browser, the cookie categories, how the home page video loads, photos of minors, and your rights under the Data Protection Act 2019.',
  },
  hero: {
    title: 'Privacy Policy',
    lead: `How ${site.name} handles information about the people who visit this website.`,
  },
  updated: '2025-06-01',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          paragraph: `${site.name} is a non-profit organisation based in ${site.address.locality}, ${site.address.country}. We are responsible for this website and for the information described in this policy.`,
        },
        {
          paragraph:
            'This policy explains what the website stores, what it does not collect, how the video on the home page works, how we use photos of learners, and the rights you have under Kenya’s Data Protection Act 2019.',
        },
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What this website collects',
      blocks: [
        {
          paragraph:
            'This website only informs. It has no accounts or sign-in, and no form on it sends your details anywhere: the Donate, Subscribe, Register and Submit buttons do not send anything today. We do not ask for your name, email address or payment details on this site.',
        },
        {
          paragraph:
            'Like every website, the server that delivers the pages receives technical information with each request: your IP address, the page asked for, the time, and your browser type. Our hosting provider keeps these records in its access logs for up to 30 days to keep the site secure and working, and we use them for nothing else.',
        },
      ],
    },
    {
      id: 'stored-on-your-device',
      heading: 'What the site stores on your device',
      blocks: [
        {
          paragraph:
            'The site keeps three small items in your browser’s own storage, never sent to us, only to remember what you chose in the cookie banner:',
        },
        {
          definitions: [
            {
              term: 'cookieConsent',
              where: 'localStorage',
              description:
                'Your choice in the cookie banner: the value `accepted` (Accept All) or `rejected` (Reject All). It stays until you clear this site’s data in your browser, so the banner does not ask you again on every page.',
            },
            {
              term: 'cc_cookie',
              where: 'localStorage',
              description:
                'The consent record kept by the consent library the banner uses: the cookie categories you chose, when you chose them, and a random consent id, so that we can show when consent was given. It contains nothing that names you. The library treats the record as valid for six months and then renews it from your choice in `cookieConsent`.',
            },
            {
              term: 'cookieBannerDismissed',
              where: 'sessionStorage',
              description:
                'Set when you close the banner with its close icon. It hides the banner for the rest of this browser tab’s session and is deleted when the tab closes. It stores no choice.',
            },
          ],
        },
        {
          paragraph:
            'To change your choice, clear this site’s data in your browser’s settings (often under Privacy, then Cookies and site data). The banner will then ask you again on your next visit.',
        },
      ],
    },
    {
      id: 'cookie-categories',
      heading: 'Cookie categories',
      blocks: [
        { paragraph: 'The cookie banner groups cookies and similar storage into three categories:' },
        {
          list: [
            'Essential: the items listed above, which remember your cookie choice. They are always on, because without them the site could not respect your choice.',
            'Analytics: cookies that would count visits and the pages read, without naming you, to show us which programmes and stories help most.',
            'Marketing: cookies that would let social networks and partners measure our campaigns for donors and volunteers.',
          ],
        },
        {
          paragraph:
            'The site sets no analytics or marketing cookies today. If we add any later, they will wait for your consent: nothing in those categories runs unless you choose Accept All.',
        },
      ],
    },
    {
      id: 'video',
      heading: 'The video on the home page',
      blocks: [
        {
          paragraph:
            'The home page shows a video hosted on YouTube. Until you press play, the page shows only a still picture from our own server, and nothing is requested from YouTube.',
        },
        {
          paragraph:
            'When you press play, the video loads from youtube-nocookie.com, the privacy-enhanced mode of YouTube, a service of Google. From then on YouTube receives your IP address and information about your browser, and may store identifiers in your browser (cookies or local storage) to play the video, count views and guard against abuse. Google’s own privacy policy covers what it does with that information.',
        },
        {
          paragraph:
            'If you would rather not load the video, do not press play: the rest of the page works without it.',
        },
      ],
    },
    {
      id: 'photos-of-learners',
      heading: 'Photos of children and young people',
      blocks: [
        {
          paragraph:
            'Many photos on this site show learners in our programmes. Photos of minors (anyone under 18) appear only with the written consent of a parent or guardian, given before the photo is published.',
        },
        {
          list: [
            'We name children by first name only, if at all, and never give their school and full name together.',
            'A parent or guardian can withdraw consent at any time, and we remove the photo from this site within 14 days.',
            'Adults shown in photos have agreed to appear, and can ask us to remove a photo in the same way.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights under the Data Protection Act 2019',
      blocks: [
        { paragraph: 'Kenya’s Data Protection Act 2019 gives you these rights over personal data we hold about you:' },
        {
          list: [
            'Access: to be told whether we hold personal data about you, and to get a copy of it.',
            'Correction: to have data about you that is wrong or misleading corrected.',
            'Deletion: to have data about you deleted when we no longer need it or have no right to keep it, including a photo of you or of your child.',
            'Objection: to object to our using data about you, including for any marketing.',
            'Complaint: to complain to the Office of the Data Protection Commissioner (ODPC) at www.odpc.go.ke if you think we have not respected these rights.',
          ],
        },
        {
          paragraph:
            'To use any of these rights, write to us with the contact details below. We reply within 7 days and, if you ask for a copy or a change, act on it within 14 days.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          paragraph:
            'When the site changes what it stores, for example by adding analytics with your consent, we update this policy first and change the date at the top of the page.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [{ paragraph: 'For any question about privacy, or to use your rights, contact us:' }, { contact: true }],
    },
  ],
};

export default privacy;

import { LegalDocument } from '../components/LegalDocument';
import { privacy } from '../content/privacy';
import type { PageMeta } from '../content/schemas/page';

export const meta: PageMeta = {
  title: 'Privacy Policy',
  description:
    'What this site stores in your browser, the cookie categories, how the home page video loads, photos of minors, and your rights under the Data Protection Act 2019.',
};

export default function PrivacyPage() {
  return <LegalDocument document={privacy} />;
}

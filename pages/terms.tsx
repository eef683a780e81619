import { LegalDocument } from '../components/LegalDocument';
import type { PageMeta } from '../content/schemas/page';
import { terms } from '../content/terms';

export const meta: PageMeta = {
  title: 'Terms of Use',
  description:
    'How you may use and reuse the content of this website: copyright, reuse for education with attribution, photos of learners, links, and the law that applies.',
};

export default function TermsPage() {
  return <LegalDocument document={terms} />;
}

import { LegalDocument } from '../components/LegalDocument';
import terms from '../content/terms';

export const meta = terms.meta;

export default function TermsPage() {
  return <LegalDocument document={terms} />;
}

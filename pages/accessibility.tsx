import { LegalDocument } from '../components/LegalDocument';
import accessibility from '../content/accessibility';

export const meta = accessibility.meta;

export default function AccessibilityPage() {
  return <LegalDocument document={accessibility} />;
}

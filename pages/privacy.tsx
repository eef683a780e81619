import { LegalDocument } from '../components/LegalDocument';
import privacy from '../content/privacy';

export const meta = privacy.meta;

export default function PrivacyPage() {
  return <LegalDocument document={privacy} />;
}

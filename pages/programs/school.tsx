import { SchoolProgrammes } from '../../components/SchoolProgrammes';
import school, { schoolGuide } from '../../content/school';

export const meta = school.meta;

export default function SchoolProgramsPage() {
  return <SchoolProgrammes school={school} guideSize={schoolGuide.size} />;
}

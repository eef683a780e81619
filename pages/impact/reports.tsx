import { Badge } from '../../components/Badge';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { CheckList } from '../../components/CheckList';
import { EmailSignup } from '../../components/EmailSignup';
import { Grid } from '../../components/Grid';
import { Hero } from '../../components/Hero';
import { Icon } from '../../components/Icon';
import { MetaItems } from '../../components/MetaItems';
import { Section } from '../../components/Section';
import { formatDate } from '../../content/lib/time/dates';
import { DOCUMENT_LANG } from '../../content/lib/words/language';
import { fill } from '../../content/lib/words/template';
import { DocumentLanguage } from '../../components/DocumentLanguage';
import reports, { reportDocuments, type Report } from '../../content/reports';
import { href } from '../../content/lib/words/href';

export const meta = reports.meta;

/** Cards in the grid list only a report's first three highlights; the featured card lists them all. */
const GRID_HIGHLIGHTS = 3;

const featured = reports.reports.find((report) => report.featured);
const others = reports.reports.filter((report) => !report.featured);

function ReportCard({ report, large = false }: { report: Report; large?: boolean }) {
  // Made for every report as the record loads: a report without one is no record of this page.
  const { download } = reportDocuments.get(report.id)!;
  return (
    <Card
      title={report.title}
      badge={<Badge>{reports.types[report.type]}</Badge>}
      accent={<Icon name="file" size={28} />}
      meta={
        <MetaItems>
          <>
            <Icon name="calendar" size={16} /> {fill(reports.words.published, { date: formatDate(report.published) })}
          </>
          <>{download.pages === 1 ? reports.words.onePage : fill(reports.words.pages, { count: download.pages })}</>
          <>{fill(reports.words.format, { size: download.size })}</>
        </MetaItems>
      }
      actions={
        <>
          <ButtonLink href={href(report.downloadUrl)} hrefLang={DOCUMENT_LANG} download>
            {large ? reports.words.downloadReport : reports.words.download}
            <span className="visually-hidden">: {report.title}</span>
            <DocumentLanguage />
          </ButtonLink>
          <ButtonLink href={href(report.previewUrl)} hrefLang={DOCUMENT_LANG} variant="secondary">
            {reports.words.preview}
            <span className="visually-hidden">: {report.title}</span>
            <DocumentLanguage />
          </ButtonLink>
        </>
      }
    >
      <p>{report.summary}</p>
      <CheckList
        items={large ? report.highlights : report.highlights.slice(0, GRID_HIGHLIGHTS)}
        label={reports.words.highlights}
      />
    </Card>
  );
}

export default function ReportsPage() {
  return (
    <>
      <Hero {...reports.hero} />

      {featured && (
        <Section id="latest" title={reports.words.latestAnnualReport}>
          <div className="report-featured">
            <ReportCard report={featured} large />
          </div>
        </Section>
      )}

      <Section id="all-reports" title={reports.words.allReportsDocumentation} tone="muted">
        <Grid columns={3}>
          {others.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </Grid>
      </Section>

      <Section id="stay-informed" title={reports.subscribe.title} intro={<p>{reports.subscribe.text}</p>} narrow>
        <EmailSignup id="reports-email" />
      </Section>
    </>
  );
}

import { reviewedDocument, type ReviewedDocument } from './lib/records/legal-document';
import { loadRecord } from './lib/records/records';
import { warningAt } from './lib/records/validate';
import type { ContentWarning } from './lib/records/content-warning';
import { formatDate } from './lib/time/dates';
import { factWords } from './facts';

/** A legal text that gives the day it was last reviewed and how soon we reply (content/lib/records/legal-document.ts). */
export const schema = reviewedDocument;

/**
 * The accessibility statement, in the form of GOV.UK's model statement: the standard the site aims at, how
 * accessible it is and what falls short, how to tell us of a problem and how soon we answer, whom else to
 * contact, and how the site is tested.
 */
const accessibility = loadRecord<ReviewedDocument>('accessibility', schema, { facts: factWords });

export default accessibility;

/** How long a review holds: the model statement is reviewed at least once a year. */
const REVIEW_MONTHS = 12;

/** A statement not reviewed for a year may no longer describe the site: the build tells the editor. */
export function stale(today: string): ContentWarning[] {
  const due = new Date(`${accessibility.reviewed}T00:00:00Z`);
  due.setUTCMonth(due.getUTCMonth() + REVIEW_MONTHS);
  return due.toISOString().slice(0, 10) <= today
    ? [
        warningAt('stale', 'content/accessibility.yml', accessibility, {
          path: ['reviewed'],
          message: `was ${formatDate(accessibility.reviewed)}, a year or more ago: check each claim of the statement against the site, then set the day you did`,
        }),
      ]
    : [];
}

import type { ReactNode } from 'react';
import type { Image } from '../content/lib/records/shapes';
import { Card } from './Card';
import { Icon } from './Icon';
import { Picture } from './Picture';
import { TagList } from './TagList';

/** The first letters of a person's first and last names, skipping titles such as "Dr.". */
export function initials(name: string): string {
  const [first = '', ...rest] = name.split(/\s+/).filter((word) => !word.endsWith('.'));
  return (first.charAt(0) + (rest.at(-1)?.charAt(0) ?? '')).toUpperCase();
}

/**
 * A person: their portrait (or, without one, their initials), name, role, where they are or whom they
 * represent, a short bio and their areas of expertise. Used for the leadership team and for board members.
 */
export function ProfileCard({
  name,
  title,
  place,
  bio,
  expertise,
  expertiseLabel,
  portrait,
  action,
}: {
  name: string;
  title: string;
  /** A location for staff, an affiliation for board members. */
  place: string;
  bio: string;
  expertise: string[];
  /** What screen readers call the list of expertise: "Grace Wambui Mwangi’s expertise". */
  expertiseLabel: string;
  /** A head-and-shoulders picture, drawn as a circle in place of the initials. */
  portrait?: Image;
  action?: ReactNode;
}) {
  return (
    <Card
      title={name}
      accent={
        portrait ? (
          <Picture image={portrait} slot="portrait" className="profile-card__portrait" />
        ) : (
          <span className="profile-card__initials" aria-hidden="true">
            {initials(name)}
          </span>
        )
      }
      meta={
        <>
          <span className="profile-card__role">{title}</span>
          <span className="profile-card__place">
            <Icon name="pin" size={16} /> {place}
          </span>
        </>
      }
      actions={action}
    >
      <p>{bio}</p>
      <TagList items={expertise} label={expertiseLabel} />
    </Card>
  );
}

import type { Crumb } from '../content/lib/records/shapes';
import { useSite } from './SiteContext';
import { href } from '../content/lib/words/href';

/** The trail from Home to the page, the page itself last and marked as current. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { navigation } = useSite();
  return (
    <nav className="breadcrumbs" aria-label={navigation.breadcrumbLabel}>
      <ol className="breadcrumbs__list">
        {crumbs.map((crumb, i) => (
          <li key={crumb.path} className="breadcrumbs__item">
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <a href={href(crumb.path)}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

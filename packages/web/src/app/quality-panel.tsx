import { lineAnchor } from './group-list.tsx';
import type { Estimate, ValidationIssue } from './wire-types.ts';

interface IssueView {
  issue: ValidationIssue;
  itemId?: string;
  itemTitle?: string;
}

/** Estimate-level issues and every line's issues; a path such as ['groups', 0, 'items', 2] names its line. */
function collectIssues(estimate: Estimate): IssueView[] {
  const views: IssueView[] = estimate.issues.map((issue) => {
    const [, groupIndex, , itemIndex] = issue.path;
    const item =
      typeof groupIndex === 'number' && typeof itemIndex === 'number'
        ? estimate.groups[groupIndex]?.items[itemIndex]
        : undefined;
    return { issue, ...(item ? { itemId: item.id, itemTitle: item.title } : {}) };
  });
  for (const group of estimate.groups)
    for (const item of group.items)
      for (const issue of item.issues) views.push({ issue, itemId: item.id, itemTitle: item.title });
  return views;
}

function focusLine(itemId: string) {
  const row = document.getElementById(lineAnchor(itemId));
  row?.scrollIntoView({ block: 'center' });
  row?.querySelector('input')?.focus();
}

/** The QA score, and warnings that link to the line they are about. */
export function QualityPanel({ estimate }: { estimate: Estimate }) {
  const issues = collectIssues(estimate).filter((v) => v.issue.severity !== 'info');
  return (
    <section className="card quality" aria-labelledby="quality-heading">
      <h2 id="quality-heading">
        Quality{' '}
        <span className="score">
          {estimate.qualityScore === undefined ? '—' : `${estimate.qualityScore}/100`}
        </span>
      </h2>
      {issues.length === 0 ? (
        <p className="muted">No warnings.</p>
      ) : (
        <ul className="issues">
          {issues.map(({ issue, itemId, itemTitle }) => (
            <li key={`${issue.code}:${itemId ?? ''}:${issue.message}`} className={`issue ${issue.severity}`}>
              {itemId ? (
                <a
                  href={`#${lineAnchor(itemId)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    focusLine(itemId);
                  }}
                >
                  {itemTitle}
                </a>
              ) : null}
              {itemId ? ': ' : ''}
              {issue.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

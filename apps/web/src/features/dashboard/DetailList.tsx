import classes from './Dashboard.module.css';

/** Label and value pairs of one record, as a description list; empty values are left out. */
export function DetailList({ items }: { items: readonly (readonly [string, string])[] }) {
  return (
    <dl className={classes.detailList}>
      {items
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

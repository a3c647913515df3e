const NOT_PROVIDED = '—';

/** One `<dt>/<dd>` pair of a `.pro-facts` list; an empty value shows a dash. */
export function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'pro-facts__item pro-facts__item--wide' : 'pro-facts__item'}>
      <dt>{label}</dt>
      <dd className={value ? undefined : 'is-empty'}>{value || NOT_PROVIDED}</dd>
    </div>
  );
}

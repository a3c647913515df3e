import { ADMIN_PAGE_SIZES, formatCount } from '@fournil/shared';
import { useId } from 'react';
import { Button } from '@/components/ui';

type ListPagerProps = {
  count: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
};

/** 'x–y sur N', Précédent / Suivant and the page size (10, 20, 50, 100). */
export function ListPager({ count, page, pageSize, onPage, onPageSize }: ListPagerProps) {
  const sizeId = useId();
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  return (
    <div className="admin-pager">
      <p className="admin-pager__range" aria-live="polite">
        {formatCount(first)}–{formatCount(last)} sur {formatCount(count)}
      </p>
      <div className="admin-pager__size">
        <label htmlFor={sizeId}>Par page</label>
        <select
          id={sizeId}
          className="field__input admin-select"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {ADMIN_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-pager__moves">
        <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Précédent
        </Button>
        <Button size="sm" variant="secondary" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
          Suivant
        </Button>
      </div>
    </div>
  );
}

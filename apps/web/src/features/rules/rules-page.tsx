import type { Rule, SortKey } from '@app/domain';
import { paths } from '../../app/paths';
import { DataTable, type Column } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { formatDate, formatEnteredBsAt, formatPetro, inUnit } from '../../lib/format';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { useListSort } from '../../lib/use-list-sort';
import { useLastPrice } from '../prices';
import { useRules } from './get-rules';
import type { TitleHandle } from '../../lib/document-title';
import { useOpenableHref } from '../../lib/permissions';

export const handle: TitleHandle = { title: 'Reglas de cuota' };

/** The Bs column is an equivalent: the rule's ₽ at the current rate, not at the rate it was typed with. */
const ruleColumns = (rate: number | undefined): Column<Rule, SortKey<'rules'>>[] => [
  { header: 'Fecha de creación', render: (rule) => formatDate(rule.created), sortKey: 'created' },
  { header: inUnit('Monto'), numeric: true, render: (rule) => formatPetro(rule.amountInPetro) },
  {
    header: 'Monto (Bs)',
    numeric: true,
    render: (rule) => formatEnteredBsAt({ bs: rule.amountBs, rate: rule.rate }, rate),
  },
];

/** Spec: reglas, 'Reglas de cuota': creation date, amount in ₽ and in Bs (× the price, 2 decimals). */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const sort = useListSort('rules');
  const rules = useRules({ limit, offset, sort: sort.key, order: sort.order });
  const price = useLastPrice();
  return (
    <>
      <PageHeader title="Reglas de cuota" addHref={useOpenableHref(paths.admin.addRule)} />
      <DataTable
        label="Reglas de cuota"
        columns={ruleColumns(price.data?.amount)}
        rows={rules.data?.items}
        rowKey={(rule) => rule.id}
        loading={rules.isPending || price.isPending}
        sort={sort}
        total={rules.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
      />
    </>
  );
}

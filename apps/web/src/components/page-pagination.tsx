import '@mantine/core/styles/Pagination.css';
import { Group, Pagination } from '@mantine/core';

interface PagePaginationProps {
  total: number;
  value: number;
  onChange: (page: number) => void;
}

/** The carrier's lists' page numbers, centred under the list (loaded by lazy-pagination.tsx). */
export default function PagePagination({ total, value, onChange }: PagePaginationProps) {
  return (
    <Group justify="center" mt="md">
      <Pagination total={total} value={value} onChange={onChange} size="sm" />
    </Group>
  );
}

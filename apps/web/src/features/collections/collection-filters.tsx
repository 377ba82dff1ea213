import { Group } from '@mantine/core';
import { collectionBuckets, type CollectionBucket } from '@app/domain';
import { ChoiceSelect } from '../../components/choice-select';
import { SearchInput } from '../../components/search-input';
import { useOrganizationOptions } from '../affiliates';

/** The empty option of each select: no filter. */
const ALL = 'Todas';

const bucketOptions = collectionBuckets.map((bucket) => ({ value: bucket, label: `${bucket} días` }));

interface CollectionFiltersProps {
  organization: number | undefined;
  bucket: CollectionBucket | undefined;
  dni: string;
  onOrganizationChange: (id: string | undefined) => void;
  onBucketChange: (bucket: string | undefined) => void;
  onDniChange: (dni: string) => void;
}

/** The desk's filters, each optional and working together: the line, how late (tramo) and the cédula. */
export function CollectionFilters(props: CollectionFiltersProps) {
  const organizations = useOrganizationOptions();
  const options = (organizations.data ?? []).map((o) => ({ value: String(o.id), label: o.name }));
  return (
    <Group align="flex-end" gap="md" mb="md">
      <ChoiceSelect
        label="Línea"
        data={options}
        placeholder={organizations.isPending ? 'Cargando…' : ALL}
        value={props.organization === undefined ? undefined : String(props.organization)}
        onChange={props.onOrganizationChange}
        w={{ base: '100%', xs: 240 }}
      />
      <ChoiceSelect
        label="Tramo"
        data={bucketOptions}
        placeholder="Todos"
        value={props.bucket}
        onChange={props.onBucketChange}
        w={{ base: '100%', xs: 150 }}
      />
      <SearchInput
        label="Cédula"
        placeholder="Buscar por cédula"
        value={props.dni}
        onChange={props.onDniChange}
        maxLength={15}
        digits
      />
    </Group>
  );
}

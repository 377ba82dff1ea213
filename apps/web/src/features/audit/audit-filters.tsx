import { Button, Group, Text } from '@mantine/core';
import { auditEntities, auditEntityLabels, recordLabel, type AuditEntity } from '@app/domain';
import { ChoiceSelect } from '../../components/choice-select';
import { DayInput } from '../../components/day-input';

/** The empty option of each select: no filter. */
const ALL = 'Todos';

const entityOptions = auditEntities.map((entity) => ({ value: entity, label: auditEntityLabels[entity] }));

interface AuditFiltersProps {
  from: string;
  to: string;
  administratorId: number | undefined;
  entity: AuditEntity | undefined;
  /** One record of `entity` the list is narrowed to (a link from a loan's history). */
  entityId: number | undefined;
  /** The administrators to choose from, as value (the id) and label (the names). */
  administrators: { value: string; label: string }[];
  /** Why the range cannot be asked for (from after to), shown under 'Hasta'. */
  rangeError?: string;
  onFromChange: (day: string) => void;
  onToChange: (day: string) => void;
  onAdministratorChange: (id: string | undefined) => void;
  onEntityChange: (entity: string | undefined) => void;
  onEntityIdClear: () => void;
}

/** The trail's filters, each optional and working together: days (both included), who, which kind of record. */
export function AuditFilters(props: AuditFiltersProps) {
  return (
    <Group align="flex-start" gap="md" mb="md">
      <DayInput label="Desde" value={props.from} onChange={props.onFromChange} />
      <DayInput label="Hasta" value={props.to} onChange={props.onToChange} error={props.rangeError} />
      <ChoiceSelect
        label="Administrador"
        data={props.administrators}
        placeholder={ALL}
        value={props.administratorId === undefined ? undefined : String(props.administratorId)}
        onChange={props.onAdministratorChange}
        w={{ base: '100%', xs: 220 }}
      />
      <ChoiceSelect
        label="Tipo de registro"
        data={entityOptions}
        placeholder={ALL}
        value={props.entity}
        onChange={props.onEntityChange}
        w={{ base: '100%', xs: 190 }}
      />
      {props.entity && props.entityId !== undefined && (
        <Group gap="xs" align="center" mt={{ base: 0, xs: 28 }}>
          <Text size="sm">{`Solo ${recordLabel({ entity: props.entity, entityId: props.entityId })}`}</Text>
          <Button size="xs" variant="default" onClick={props.onEntityIdClear}>
            Ver todos
          </Button>
        </Group>
      )}
    </Group>
  );
}

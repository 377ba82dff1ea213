import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Stack } from '@mantine/core';
import type { OrganizationOption, Role } from '@app/domain';
import { useHoldsAll } from '../../lib/permissions';

/** Ids as the checkboxes hold them (strings) and back. */
const asValues = (ids: readonly number[] | undefined) => (ids ?? []).map(String);
const asIds = (values: string[]) => values.map(Number);

interface RoleChoicesProps {
  roles: Role[] | undefined;
  value: number[] | undefined;
  onChange: (ids: number[]) => void;
  /** On create none chosen is allowed: the new administrator gets the creator's roles and lines. */
  creating: boolean;
  error?: string;
}

/**
 * The administrator's roles, one checkbox each (GET /api/roles): only those the signed-in
 * administrator may grant (their permissions are all his), as the API allows.
 */
export function RoleChoices({ roles, value, onChange, creating, error }: RoleChoicesProps) {
  const mayGrant = useHoldsAll();
  return (
    <Checkbox.Group
      label="Roles"
      description={
        creating ? 'Sin elegir ninguno, recibe los roles y las líneas de quien lo registra.' : undefined
      }
      value={asValues(value)}
      onChange={(values) => onChange(asIds(values))}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {roles
          ?.filter((role) => mayGrant(role.permissions) || value?.includes(role.id))
          .map((role) => (
            <Checkbox
              key={role.id}
              value={String(role.id)}
              label={role.name}
              // Held already but beyond the editor's own permissions: shown, not his to change.
              disabled={!mayGrant(role.permissions)}
            />
          ))}
      </Stack>
    </Checkbox.Group>
  );
}

interface LineChoicesProps {
  lines: OrganizationOption[] | undefined;
  /** False: every line (no ids sent); true: only the lines checked below. */
  limited: boolean;
  /** Absent when 'Todas las líneas' is not the editor's to give (he is limited to lines himself). */
  onLimitedChange?: ((limited: boolean) => void) | undefined;
  value: number[] | undefined;
  onChange: (ids: number[]) => void;
  error?: string;
}

/** 'Todas las líneas', or the lines (organizations) the administrator is limited to. */
export function LineChoices({ lines, limited, onLimitedChange, value, onChange, error }: LineChoicesProps) {
  return (
    <Stack gap="xs">
      {onLimitedChange && (
        <Checkbox
          label="Todas las líneas"
          checked={!limited}
          onChange={(event) => {
            const all = event.currentTarget.checked;
            onLimitedChange(!all);
            // Every line is sent as no line at all.
            if (all) onChange([]);
          }}
        />
      )}
      {limited && (
        <Checkbox.Group
          label="Líneas"
          value={asValues(value)}
          onChange={(values) => onChange(asIds(values))}
          error={error}
        >
          <Stack gap="xs" mt="xs">
            {lines?.map((line) => (
              <Checkbox key={line.id} value={String(line.id)} label={line.name} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </Stack>
  );
}

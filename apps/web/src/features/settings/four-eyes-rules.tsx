import '@mantine/core/styles/Switch.css';
import { Box, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { actionsWithoutAmount, authorizationActionLabels, type AuthorizationRule } from '@app/domain';
import { useEffect, useState } from 'react';
import { AmountInput } from '../../components/amount-input';
import { unitText } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCanEverywhere } from '../../lib/permissions';
import { useReferenceUnit } from '../../lib/reference-unit';
import { useAuthorizationRules } from './get-authorization-rules';
import { useSaveAuthorizationRules } from './save-authorization-rules';

/** When a rule holds: always, or from its threshold up. */
const holdsWhen = (rule: AuthorizationRule) =>
  !rule.enabled
    ? 'Se aplica sin autorización.'
    : rule.threshold === null
      ? 'Siempre espera la autorización de otro administrador.'
      : `Espera autorización desde ${unitText(rule.threshold)}.`;

/**
 * Four eyes (issue 30): per operation, whether it waits for a second administrator and from what
 * amount in the unit (empty: always). Without settings.write it is shown, not changed.
 */
export function FourEyesRules() {
  const { data } = useAuthorizationRules();
  const save = useSaveAuthorizationRules();
  const mayChange = useCanEverywhere('settings.write');
  const unit = useReferenceUnit();
  const [rules, setRules] = useState<AuthorizationRule[]>([]);
  useEffect(() => {
    if (data) setRules(data.rules);
  }, [data]);

  const change = (i: number, patch: Partial<AuthorizationRule>) =>
    setRules((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const submit = () =>
    save.mutate({ rules }, { onSuccess: (answer) => notifySuccess(answer.message), onError: notifyError });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Una operación con la regla activa queda pendiente hasta que otro administrador con permiso para
        autorizar la apruebe en Autorizaciones. El umbral se compara con el monto en {unit.symbol}; vacío,
        espera siempre.
      </Text>
      {rules.map((rule, i) => (
        <Group key={rule.action} align="flex-end" gap="md" wrap="wrap">
          <Switch
            label={authorizationActionLabels[rule.action]}
            checked={rule.enabled}
            disabled={!mayChange}
            onChange={(e) => change(i, { enabled: e.currentTarget.checked })}
            w={220}
          />
          {actionsWithoutAmount.includes(rule.action) || !mayChange ? (
            <Text size="sm">{holdsWhen(rule)}</Text>
          ) : (
            <Box w={200}>
              <AmountInput
                kind="factor"
                label={`Umbral (${unit.symbol})`}
                value={rule.threshold ?? undefined}
                onChange={(value) => change(i, { threshold: value === undefined ? null : value })}
                disabled={!rule.enabled}
              />
            </Box>
          )}
        </Group>
      ))}
      {mayChange && (
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} disabled={rules.length === 0}>
            Guardar reglas
          </Button>
        </Group>
      )}
    </Stack>
  );
}

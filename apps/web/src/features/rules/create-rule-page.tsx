import { Button } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { createRuleBody, messages, unitSymbol } from '@app/domain';
import { paths } from '../../app/paths';
import { AmountField } from '../../components/amount-field';
import { CurrentRate } from '../prices';
import { FormCard } from '../../components/form-card';
import { notifyError, notifySuccess } from '../../lib/notify';
import { schemaResolver } from '../../lib/schema-resolver';
import { setFieldErrors } from '../../lib/set-field-errors';
import { useCreateRule } from './create-rule';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Agregar regla de cuota' };

/** Spec: agregar-regla, one amount in Bs ('Solo cifras positivas.'), a back link to reglas. */
export function Component() {
  const navigate = useNavigate();
  const createRule = useCreateRule();
  const { control, handleSubmit, setError } = useForm({
    resolver: schemaResolver(createRuleBody),
    mode: 'onTouched',
    defaultValues: { amount: undefined },
  });

  const onSubmit = handleSubmit((body) =>
    createRule.mutate(body, {
      onSuccess: () => {
        notifySuccess(messages.ruleRegistered);
        navigate(paths.admin.rules);
      },
      onError: (error) => {
        notifyError(error);
        // An amount worth less than the unit's smallest step at the current rate: the API says so under the field.
        setFieldErrors(error, setError, ['amount']);
      },
    }),
  );

  return (
    <FormCard title="Agregar regla de cuota" backTo={paths.admin.rules}>
      <form onSubmit={onSubmit} noValidate>
        <AmountField
          control={control}
          name="amount"
          label="Monto por cuota (Bs)"
          kind="bs"
          description={`Se guarda en ${unitSymbol()} con la tasa actual.`}
        />
        <CurrentRate />
        <Button type="submit" mt="lg" loading={createRule.isPending} disabled={createRule.isPending}>
          Registrar
        </Button>
      </form>
    </FormCard>
  );
}

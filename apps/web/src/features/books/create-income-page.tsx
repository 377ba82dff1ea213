import { messages } from '@app/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { FormCard } from '../../components/form-card';
import { notifySuccess } from '../../lib/notify';
import { useCreateIncome } from './create-income';
import { IncomeForm } from './income-form';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Agregar ingreso' };

/** Spec: agregar-nuevo-ingreso; success goes back to the list. */
export function Component() {
  const navigate = useNavigate();
  const createIncome = useCreateIncome();
  return (
    <FormCard title="Agregar ingreso" backTo={paths.admin.incomes}>
      <IncomeForm
        onSubmit={async (body) => {
          await createIncome.mutateAsync(body);
          notifySuccess(messages.incomeCreated);
          navigate(paths.admin.incomes);
        }}
      />
    </FormCard>
  );
}

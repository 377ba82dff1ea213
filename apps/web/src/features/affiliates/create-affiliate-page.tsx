import { messages } from '@app/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { FormCard } from '../../components/form-card';
import { notifySuccess } from '../../lib/notify';
import { AffiliateForm, blankAffiliate } from './affiliate-form';
import { useCreateAffiliate } from './create-affiliate';
import type { TitleHandle } from '../../lib/document-title';

export const handle: TitleHandle = { title: 'Agregar afiliado' };

/** Spec: agregar-nuevo-afiliado; success goes back to the list. */
export function Component() {
  const navigate = useNavigate();
  const createAffiliate = useCreateAffiliate();
  return (
    <FormCard title="Agregar afiliado" backTo={paths.admin.affiliates}>
      <AffiliateForm
        defaultValues={blankAffiliate}
        submitLabel="Registrar"
        onSubmit={async (body) => {
          await createAffiliate.mutateAsync(body);
          notifySuccess(messages.affiliateCreated);
          navigate(paths.admin.affiliates);
        }}
      />
    </FormCard>
  );
}

import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Modal } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { bsPerUnit, createPriceModalForm, messages, unitPriceLabel } from '@app/domain';
import { AmountField } from '../../components/amount-field';
import { notifyError, notifySuccess } from '../../lib/notify';
import { isHeld, notifyHeld } from '../../lib/four-eyes';
import { useCreatePrice } from './create-price';
import { CurrentRate } from './rate-of-day';
import { schemaResolver } from '../../lib/schema-resolver';

/** The top bar's rate modal (admins): same rule as the form, the modal's text 'Formato incorrecto.'. */
export default function CreatePriceModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const createPrice = useCreatePrice();
  const { control, handleSubmit, reset } = useForm({
    resolver: schemaResolver(createPriceModalForm),
    mode: 'onTouched',
    defaultValues: { amount: undefined },
  });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit((body) =>
    createPrice.mutate(body, {
      onSuccess: (answer) => {
        if (isHeld(answer)) notifyHeld();
        else notifySuccess(messages.rateRegistered);
        close();
      },
      onError: notifyError,
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title="Registrar tasa" centered>
      <form onSubmit={onSubmit} noValidate>
        {/* What the new rate replaces, and since when. */}
        <CurrentRate />
        <AmountField
          control={control}
          name="amount"
          label={bsPerUnit()}
          description={unitPriceLabel()}
          kind="rate"
          data-autofocus
        />
        <Button
          type="submit"
          fullWidth
          mt="lg"
          loading={createPrice.isPending}
          disabled={createPrice.isPending}
        >
          Registrar
        </Button>
      </form>
    </Modal>
  );
}

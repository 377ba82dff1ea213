import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Modal } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { createPriceModalForm, messages } from '@app/domain';
import { AmountInput } from '../../components/amount-input';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCreatePrice } from './create-price';
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
      onSuccess: () => {
        notifySuccess(messages.rateRegistered);
        close();
      },
      onError: notifyError,
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title="Registrar tasa" centered>
      <form onSubmit={onSubmit} noValidate>
        <Controller
          control={control}
          name="amount"
          render={({ field, fieldState }) => (
            <AmountInput
              label="Precio del petro (Bs)"
              description="Bolívares por 1 ₽"
              decimalScale={4}
              data-autofocus
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
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

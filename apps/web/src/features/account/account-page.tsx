import '@mantine/core/styles/Skeleton.css';
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AccountBody } from '@app/domain';
import { SectionCard } from '../../components/section-card';
import type { TitleHandle } from '../../lib/document-title';
import { useChangeOwnPassword } from './change-own-password';
import { EmailForm } from './email-form';
import { useAccount } from './get-account';
import { PasswordForm } from './password-form';
import { PhoneForm } from './phone-form';

export const handle: TitleHandle = { title: 'Mi cuenta' };

/** The affiliate's data the carrier reads here; the registry (the back office) changes the rest. */
function Details({ account }: { account: AccountBody }) {
  const rows: [string, string][] = [
    ['Nombres', account.firstNames],
    ['Apellidos', account.lastNames],
    ['Cédula', account.dni],
    ['Correo', account.email],
    ['Teléfono', account.phoneNumber],
    ['Línea', account.organization],
    ['Placa', account.vehiclePlate],
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" component="dl" m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** Issue 16: /panel/mi-cuenta, the carrier's data, its phone, its e-mail and its password. */
export function Component() {
  const account = useAccount();
  const changePassword = useChangeOwnPassword();

  let details;
  if (account.isError) details = <Text c="red">{account.error.message}</Text>;
  else if (!account.data)
    details = (
      <Stack gap="xs" aria-busy>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    );
  else details = <Details account={account.data} />;

  return (
    <Stack gap="md">
      <Title order={2}>Mi cuenta</Title>
      <SectionCard title="Mis datos">
        {details}
        <Text size="sm" c="dimmed">
          Para corregir otros datos, comunícate con tu línea.
        </Text>
      </SectionCard>
      <SectionCard title="Teléfono">
        {account.data && <PhoneForm key={account.data.phoneNumber} phoneNumber={account.data.phoneNumber} />}
      </SectionCard>
      <SectionCard title="Correo">
        <Text size="sm">
          Te enviaremos un enlace al nuevo correo; el cambio se aplica cuando lo abras. Luego inicia sesión
          con el nuevo correo.
        </Text>
        <EmailForm />
      </SectionCard>
      <SectionCard title="Contraseña">
        <Text size="sm">Al cambiarla se cierran tus sesiones en otros dispositivos.</Text>
        <PasswordForm onSubmit={(body) => changePassword.mutateAsync(body)} />
      </SectionCard>
    </Stack>
  );
}

import '@mantine/core/styles/Badge.css';
import { Badge, Box, Button, Text } from '@mantine/core';
import { mailStates, type MailRow, type MailState, type SortKey } from '@app/domain';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/data-table';
import { ListFilters } from '../../components/list-filters';
import { PageHeader } from '../../components/page-header';
import { formatDateTime } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { PAGE_SIZE, usePageParam } from '../../lib/use-page-param';
import { useListFilters } from '../../lib/use-list-filters';
import { useListSort } from '../../lib/use-list-sort';
import type { TitleHandle } from '../../lib/document-title';
import { useMail } from './get-mail';
import { ResendCopyDialog } from './resend-copy-dialog';
import { useResendMail, type Resend } from './resend-mail';
import { useCan } from '../../lib/permissions';

export const handle: TitleHandle = { title: 'Correos' };

const stateColor: Record<MailState, string> = {
  Pendiente: 'yellow',
  Enviado: 'teal',
  Fallido: 'red',
  'Sin confirmar': 'orange',
};

/** What became of the last send: when it went, when it is tried again, or why it failed. */
function outcome(m: MailRow): string {
  if (m.state === 'Enviado') return `Enviado el ${formatDateTime(m.sentAt!)}`;
  if (m.state === 'Sin confirmar') return 'El envío empezó y no se confirmó: puede haber llegado o no.';
  const error = m.lastError ? `Último error: ${m.lastError}` : '';
  if (m.state === 'Pendiente' && m.nextAttemptAt)
    return [`Próximo intento: ${formatDateTime(m.nextAttemptAt)}`, error].filter(Boolean).join(' · ');
  return error;
}

/**
 * Correos: every e-mail the outbox holds, newest first; a failed or unconfirmed one is resent at
 * once, a sent one only as a copy the administrator confirms.
 */
export function Component() {
  const { page, setPage, limit, offset } = usePageParam(PAGE_SIZE);
  const filters = useListFilters();
  const state = filters.status(mailStates);
  const sort = useListSort('mail');
  const mail = useMail({
    limit,
    offset,
    state,
    to: filters.recipient || undefined,
    organization: filters.line,
    sort: sort.key,
    order: sort.order,
  });
  const resend = useResendMail();
  const resending = resend.isPending ? resend.variables.id : undefined;
  const [copyOf, setCopyOf] = useState<MailRow | null>(null);
  const mayResend = useCan('mail.resend');
  const send = (asked: Resend) =>
    resend.mutate(asked, {
      onSuccess: (answer) => {
        setCopyOf(null);
        notifySuccess(answer.message);
      },
      onError: (error) => {
        setCopyOf(null);
        notifyError(error);
      },
    });

  const columns: Column<MailRow, SortKey<'mail'>>[] = [
    { header: 'Fecha', render: (m) => formatDateTime(m.created), sortKey: 'created' },
    { header: 'Destinatario', render: (m) => m.to },
    { header: 'Asunto', render: (m) => m.subject },
    {
      header: 'Estado',
      // Badges shrink with their cell and would read 'Falli…': the cell keeps room for them.
      render: (m) => (
        <Box miw={110}>
          <Badge variant="light" tt="none" color={stateColor[m.state]}>
            {m.state}
          </Badge>
        </Box>
      ),
    },
    { header: 'Intentos', render: (m) => m.attempts },
    { header: 'Detalle', render: (m) => <Text size="sm">{outcome(m)}</Text> },
    {
      header: 'Acción',
      actions: true,
      render: (m) =>
        m.state === 'Pendiente' || !mayResend ? null : (
          <Button
            size="xs"
            // Outlined: a tinted button on a striped card row reads below AA (axe, 360 px).
            variant="default"
            loading={resending === m.id && copyOf === null}
            onClick={() => (m.state === 'Enviado' ? setCopyOf(m) : send({ id: m.id }))}
          >
            Reenviar
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader title="Correos" />
      <ListFilters
        status={{ value: state, options: mailStates, onChange: filters.setStatus, none: 'Todos' }}
        recipient={{ value: filters.recipient, onChange: filters.setRecipient }}
      />
      <DataTable
        label="Correos"
        columns={columns}
        rows={mail.data?.items}
        rowKey={(m) => m.id}
        loading={mail.isPending}
        sort={sort}
        total={mail.data?.total}
        page={page}
        pageSize={limit}
        onPageChange={setPage}
        minWidth={1000}
      />
      <ResendCopyDialog
        mail={copyOf}
        pending={resend.isPending}
        onConfirm={(m) => send({ id: m.id, copy: true })}
        onCancel={() => setCopyOf(null)}
      />
    </>
  );
}

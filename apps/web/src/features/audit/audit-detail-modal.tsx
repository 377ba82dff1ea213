import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { auditActionLabels, messages, type AuditEntry } from '@app/domain';
import { formatDateTime } from '../../lib/format';
import { auditFields, recordLabel } from '@app/domain';
import { ScrollRegion } from '../../components/scroll-region';

interface AuditDetailModalProps {
  /** The entry shown (kept while the modal animates closed). */
  entry: AuditEntry;
  opened: boolean;
  onClose: () => void;
}

const cellText = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

/**
 * One entry in full: who, when, and each field before and after side by side, changed ones
 * highlighted. A creation has no 'Antes' column and a deletion no 'Después'.
 */
export default function AuditDetailModal({ entry, opened, onClose }: AuditDetailModalProps) {
  const fields = auditFields(entry);
  const showBefore = entry.before !== null;
  const showAfter = entry.after !== null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`${auditActionLabels[entry.action]}: ${recordLabel(entry)}`}
      centered
      size="xl"
    >
      <Stack gap={4} mb="md">
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Fecha:{' '}
          </Text>
          {formatDateTime(entry.at)}
        </Text>
        <Text size="sm" style={cellText}>
          <Text span c="dimmed" size="sm">
            Administrador:{' '}
          </Text>
          {`${entry.administrator.name} (${entry.administrator.email})`}
        </Text>
      </Stack>
      {fields.length === 0 ? (
        <Text ta="center" c="dimmed" py="md">
          {messages.emptyList}
        </Text>
      ) : (
        <ScrollRegion label="Cambios" minWidth={480}>
          <Table withTableBorder withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="28%">Campo</Table.Th>
                {showBefore && <Table.Th>Antes</Table.Th>}
                {showAfter && <Table.Th>Después</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field) => (
                <Table.Tr
                  key={field.key}
                  // Tinted and marked, so the change is not told by colour alone.
                  bg={field.changed ? 'var(--mantine-color-yellow-light)' : undefined}
                  data-changed={field.changed || undefined}
                >
                  <Table.Td fw={field.changed ? 600 : undefined} style={cellText}>
                    {field.label}
                    {field.changed && <VisuallyHidden> (cambió)</VisuallyHidden>}
                  </Table.Td>
                  {showBefore && <Table.Td style={cellText}>{field.before}</Table.Td>}
                  {showAfter && <Table.Td style={cellText}>{field.after}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Modal>
  );
}

import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { IconButton } from '../../components/icon-button';

/** Copies one value of the payment data to the clipboard, to paste it into the bank's app. */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  // Two seconds of "copiado", as Mantine's CopyButton did.
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <IconButton
      size="sm"
      color={copied ? 'teal' : 'gray'}
      label={copied ? `${label} copiado` : `Copiar ${label}`}
      onClick={() =>
        void navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          // Refused (no permission): nothing was copied, so nothing says so.
          () => undefined,
        )
      }
    >
      {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
    </IconButton>
  );
}

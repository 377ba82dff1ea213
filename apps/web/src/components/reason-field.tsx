import { Textarea, type TextareaProps } from '@mantine/core';
import type { Ref } from 'react';

/** 'Motivo': the reason an action asks for (up to 300 characters), growing with what is typed. */
export function ReasonField(props: TextareaProps & { ref?: Ref<HTMLTextAreaElement> }) {
  return <Textarea label="Motivo" withAsterisk autosize minRows={2} maxRows={5} maxLength={300} {...props} />;
}

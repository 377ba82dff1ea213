import { Group, Text } from '@mantine/core';

/** The two series' colors, from the theme so they follow light and dark schemes. */
export const chartColors = {
  first: 'var(--mantine-color-blue-6)',
  second: 'var(--mantine-color-teal-6)',
  late: 'var(--mantine-color-red-6)',
};

export function ChartLegend({ items }: { items: { label: string; color: string }[] }) {
  return (
    <Group gap="md" justify="center" component="figcaption">
      {items.map((item) => (
        <Group key={item.label} gap={6}>
          <span aria-hidden style={{ width: 12, height: 12, borderRadius: 2, background: item.color }} />
          <Text size="sm">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

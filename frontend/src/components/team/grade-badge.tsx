import { Badge, type BadgeProps } from '@mantine/core';

/** The colour family of a letter grade: A green, B teal, C yellow, D orange, F red. */
export function gradeColor(letter: string): string {
  switch (letter.charAt(0)) {
    case 'A':
      return 'turf';
    case 'B':
      return 'teal';
    case 'C':
      return 'yellow';
    case 'D':
      return 'orange';
    default:
      return 'red';
  }
}

/** A letter grade (A+ … F) as a coloured badge, with the percentage when given. */
export function GradeBadge({ letter, percentage, ...props }: { letter: string; percentage?: number } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge color={gradeColor(letter)} variant="filled" radius="sm" {...props}>
      {percentage === undefined ? letter : `${letter} · ${Math.round(percentage)}%`}
    </Badge>
  );
}

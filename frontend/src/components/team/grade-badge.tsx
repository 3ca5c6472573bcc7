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

/**
 * Text that keeps 4.5:1 contrast on the grade's filled colour in both themes: white falls short
 * on the C and D colours, and on B in the dark theme.
 */
function gradeTextColor(letter: string): string {
  switch (letter.charAt(0)) {
    case 'C':
    case 'D':
      return 'black';
    case 'B':
      return 'light-dark(white, black)';
    default:
      return 'white';
  }
}

/** A letter grade (A+ … F) as a coloured badge, with the percentage when given. */
export function GradeBadge({
  letter,
  percentage,
  ...props
}: { letter: string; percentage?: number } & Omit<BadgeProps, 'color' | 'c' | 'children'>) {
  return (
    <Badge color={gradeColor(letter)} c={gradeTextColor(letter)} variant="filled" radius="sm" {...props}>
      {percentage === undefined ? letter : `${letter} · ${Math.round(percentage)}%`}
    </Badge>
  );
}

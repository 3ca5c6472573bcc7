import { SegmentedControl, type MantineSize } from '@mantine/core';
import { useId, type CSSProperties } from 'react';

const classes = SegmentedControl.classes;

interface StillSegmentedControlProps<Value extends string> {
  value: Value;
  onChange: (value: Value) => void;
  data: readonly { value: Value; label: string }[];
  'aria-label': string;
  size?: MantineSize;
  fullWidth?: boolean;
  style?: CSSProperties;
}

/**
 * Mantine's SegmentedControl without its sliding indicator: the same radio group, classes and
 * look, with the active segment marked by Mantine's own style for it. The indicator measures the
 * page (getBoundingClientRect and getComputedStyle, again on every resize), and on the draft room's
 * first screen three of them forced about a fifth of a second of layout at 4× CPU (ADR 0017).
 */
export function StillSegmentedControl<Value extends string>({
  value,
  onChange,
  data,
  'aria-label': label,
  size = 'sm',
  fullWidth,
  style,
}: StillSegmentedControlProps<Value>) {
  const name = useId();
  const vars = {
    '--sc-padding': `var(--sc-padding-${size})`,
    '--sc-font-size': `var(--mantine-font-size-${size})`,
    '--sc-shadow': 'var(--mantine-shadow-xs)',
    ...style,
  } as CSSProperties;
  return (
    <div
      className={classes.root}
      role="radiogroup"
      aria-label={label}
      style={vars}
      data-full-width={fullWidth || undefined}
      data-with-items-borders
    >
      {data.map((item) => {
        const active = item.value === value;
        const id = `${name}-${item.value}`;
        return (
          <div key={item.value} className={classes.control} data-active={active || undefined}>
            <input
              className={classes.input}
              type="radio"
              name={name}
              value={item.value}
              id={id}
              checked={active}
              onChange={() => onChange(item.value)}
              data-focus-ring="auto"
            />
            <label className={classes.label} htmlFor={id} data-active={active || undefined}>
              <span className={classes.innerLabel}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}

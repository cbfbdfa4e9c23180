/** Lets an element's `style` set CSS custom properties, such as Mantine's `--input-height`. */
import 'react';

declare module 'react' {
  interface CSSProperties {
    [variable: `--${string}`]: string | undefined;
  }
}

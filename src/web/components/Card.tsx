import type { HTMLAttributes } from 'react';

export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section className={['card', className ?? ''].filter(Boolean).join(' ')} {...rest} />;
}

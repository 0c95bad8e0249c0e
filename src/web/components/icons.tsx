/** Small decorative icons (aria-hidden); the control next to them carries the name. */
import type { ReactNode } from 'react';

interface TIconProps {
  className?: string;
}

function Svg({ className, children }: TIconProps & { children: ReactNode }) {
  return (
    <svg
      className={['icon', className ?? ''].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function MoonIcon({ className }: TIconProps) {
  return (
    <Svg className={className}>
      <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" fill="currentColor" stroke="none" />
    </Svg>
  );
}

export function SunriseIcon({ className }: TIconProps) {
  return (
    <Svg className={className}>
      <path d="M12 3v2M5.6 6.6l1.4 1.4M18.4 6.6 17 8M3 14h2M19 14h2M7 14a5 5 0 0 1 10 0M3 18h18" />
    </Svg>
  );
}

export function BookIcon({ className }: TIconProps) {
  return (
    <Svg className={className}>
      <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5v-15Z" />
      <path d="M4 20.5A2.5 2.5 0 0 1 6.5 18H20v3H6.5A2.5 2.5 0 0 1 4 20.5Z" />
    </Svg>
  );
}

export function KidsIcon({ className }: TIconProps) {
  return (
    <Svg className={className}>
      <circle cx="9" cy="8" r="3" />
      <circle cx="17" cy="10" r="2.3" />
      <path d="M3.5 20a5.5 5.5 0 0 1 11 0M14 20a3.5 3.5 0 0 1 6.5-1.8" />
    </Svg>
  );
}

export function UserIcon({ className }: TIconProps) {
  return (
    <Svg className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Svg>
  );
}

export function OpenBookIcon({ className }: TIconProps) {
  return (
    <Svg className={className}>
      <path d="M2 5.5C4.5 4 8.5 4 12 6c3.5-2 7.5-2 10-.5V19c-2.5-1.5-6.5-1.5-10 .5-3.5-2-7.5-2-10-.5V5.5Z" />
      <path d="M12 6v13.5" />
    </Svg>
  );
}

export function SparkIcon({ className }: TIconProps) {
  return (
    <Svg className={className}>
      <path
        d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3Z"
        fill="currentColor"
        stroke="none"
      />
    </Svg>
  );
}

export function GoogleIcon({ className }: TIconProps) {
  return (
    <svg
      className={['icon', className ?? ''].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <path
        fill="#4285F4"
        d="M22.6 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h6c-.3 1.4-1 2.5-2.2 3.3v2.7h3.5c2.1-1.9 3.3-4.7 3.3-8Z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.5-2.7c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2.1v2.8A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.7 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.6-2.8Z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.6 2.8C6.6 7.4 9.1 5.4 12 5.4Z"
      />
    </svg>
  );
}

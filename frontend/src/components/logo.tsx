/** The product mark: a tap pouring into a glass. Decorative unless given a title. */
export function Logo({ size = 32, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <rect x="8" y="4" width="30" height="10" rx="3" fill="#8a4b08" />
      <rect x="30" y="10" width="8" height="14" rx="2" fill="#5c3205" />
      <rect x="32" y="24" width="4" height="6" fill="#f2b233" />
      <path d="M18 30h32l-4 28a4 4 0 0 1-4 3.5H26a4 4 0 0 1-4-3.5z" fill="#f2b233" />
      <path d="M18 30h32l-.9 6H18.9z" fill="#fff8e7" />
      <path d="M50 36h4a6 6 0 0 1 0 12h-5" fill="none" stroke="#8a4b08" strokeWidth="3" />
      <circle cx="30" cy="46" r="2" fill="#fff8e7" opacity=".8" />
      <circle cx="38" cy="52" r="1.5" fill="#fff8e7" opacity=".8" />
    </svg>
  );
}

/** The portal's mark (the same drawing as the favicon), decorative next to the product name. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#4263eb" />
      <path d="M20 14h18l10 10v26a4 4 0 0 1-4 4H20a4 4 0 0 1-4-4V18a4 4 0 0 1 4-4z" fill="#fff" />
      <path d="M38 14v10h10" fill="#dbe4ff" />
      <path
        d="M23 38l6 6 12-13"
        fill="none"
        stroke="#4263eb"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

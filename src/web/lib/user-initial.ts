/** Spec §2 header: the user initial is the display name's first letter, else the e-mail's, else U. */
export function userInitial(
  user: { displayName?: string | null; email?: string | null } | null | undefined,
): string {
  const source = [user?.displayName, user?.email].map((s) => s?.trim() ?? '').find((s) => s !== '');
  const first = source ? Array.from(source)[0] : undefined;
  return (first ?? 'U').toUpperCase();
}

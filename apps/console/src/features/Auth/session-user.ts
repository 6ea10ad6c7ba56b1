/** What a page passes to /login after a finished sign-up or password change, shown there as a notice. */
export interface LoginNotice {
  notice: string;
}

export function readLoginNotice(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'notice' in state) {
    const { notice } = state as { notice: unknown };
    return typeof notice === 'string' ? notice : undefined;
  }
  return undefined;
}

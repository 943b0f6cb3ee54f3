/** SPEC 2: which screens ask before the user leaves them, and where they may go without asking. */
export interface TLeaveRule {
  /** App paths the screen may leave to without the dialog (url-to-video to /my). */
  exceptTo?: readonly string[];
}

/**
 * Whether moving from `fromPath` to `toPath` needs the leave dialog. Staying on the same path (a tab or
 * query change) is not leaving.
 */
export function needsLeaveConfirmation(rule: TLeaveRule | undefined, fromPath: string, toPath: string): boolean {
  if (!rule || fromPath === toPath) return false;
  return !(rule.exceptTo ?? []).includes(toPath);
}
